// The navbar's public face for other features (the landing page's cards use the same links and icons).
export { NavIcon } from './components/icons';
export { Navbar } from './components/Navbar';
export { NAV_ITEMS, isActive, visibleNavItems, type NavItem } from './nav-items';
