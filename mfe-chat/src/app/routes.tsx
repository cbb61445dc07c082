import { Route, Routes } from 'react-router-dom';
import { ChatPage } from '../features/chat/components/ChatPage';

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/chat" element={<ChatPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
