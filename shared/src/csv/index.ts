/**
 * The one CSV writer of the portal (./write: also read by the API's exports); its browser
 * download is `downloadCsv` of ../download.
 */
export * from './write';
export { downloadCsv } from '../download';
