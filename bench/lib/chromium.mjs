// How this machine's browser is started, for the bench and the e2e suite alike: Debian's
// Chromium (test tools cannot download a browser here), without the background traffic
// that a closed network refuses.
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
