// Global CSS is loaded once, by the shell: Mantine's styles and the frame's.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/shell.css';
import { startPortal } from './app/start';

void startPortal();
