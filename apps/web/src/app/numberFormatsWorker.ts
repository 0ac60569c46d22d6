// A worker of its own for the first number format of the page (numberFormats.ts): formatting a number once loads
// the browser's number data for the whole page, and closes.
self.onmessage = (event: MessageEvent<string>) => {
  new Intl.NumberFormat(event.data).format(1);
  self.close();
};

export {};
