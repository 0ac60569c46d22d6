/** The reader asked not to be tracked (Do Not Track, Global Privacy Control): only an anonymous view is counted. */
export function trackingRefused(nav: Navigator = navigator): boolean {
  return nav.doNotTrack === '1' || (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
