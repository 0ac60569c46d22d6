// pdf.js's worker script, imported whole by the offline flipbook's pdf.js (runtime.ts): pdf.js publishes no types for it.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
