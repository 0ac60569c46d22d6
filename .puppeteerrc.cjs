/* global module */
// DAISY Ace (a dev dependency that checks the EPUB exports) brings puppeteer, whose install script would
// download a browser of its own. Folio's tests drive Debian's Chromium (/usr/bin/chromium) instead, so the
// download is skipped here, where puppeteer reads its settings: `npm ci` then installs on a machine without
// internet, and on one with internet downloads nothing that is not used.
module.exports = { skipDownload: true };
