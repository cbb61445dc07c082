// The reference page of `pnpm bench web`: a bare React 19 sign-in form built by the same
// toolchain as the portal (webpack 5 + swc), to compare cold loads against.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [login, setLogin] = useState('');
  return (
    <form>
      <label htmlFor="login">Login</label>
      <input id="login" value={login} onChange={(e) => setLogin(e.target.value)} />
      <label htmlFor="password">Password</label>
      <input id="password" type="password" />
      <button type="submit">Sign in</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
