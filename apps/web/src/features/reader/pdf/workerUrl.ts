// The worker is a separate file that Vite serves as is (STACK-NOTES): parsing runs off the main thread. Its
// address alone, without pdf.js, so that the worker can start while pdf.js itself still loads.
import url from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export const workerUrl = url;
