/** A WebVTT file starts with the word WEBVTT (after a byte order mark), then a space, a tab or a line end. */
export const isWebVtt = (text: string): boolean => /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text);
