// The trusted-devices feature's public face: the landing page shows its section.
export { TrustedDevicesSection } from './components/TrustedDevicesSection';
