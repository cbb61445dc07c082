import { Route, Routes } from 'react-router-dom';
import { LoadingState, lazyComponent } from '@courier/shared';

// Each page is its own chunk, fetched when its route is first shown (the exposed ./lifecycles
// stays small); meanwhile a loading state, and Retry if the chunk failed to download.
const ChatPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "chat" */ '../features/chat/components/ChatPage').then((m) => ({
      default: m.ChatPage,
    })),
  { fallback: <LoadingState /> },
);

/** The routes of this area (docs/product.md lists them). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/chat" element={<ChatPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
