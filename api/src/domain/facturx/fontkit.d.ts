// fontkit (pdfkit's font engine) ships no types: the one call used here.
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
