/** pdfjs-dist ships no types for its worker module; it is imported only for registering itself on globalThis. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
