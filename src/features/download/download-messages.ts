import { defineMessages } from 'react-intl';

/** Texts shared by the download page, the download modal and the install guide. */
export const downloadMessages = defineMessages({
  title: { id: 'download.title', defaultMessage: 'Download app' },
  android: { id: 'download.android', defaultMessage: 'Android' },
  ios: { id: 'download.ios', defaultMessage: 'iOS' },
  androidQr: { id: 'download.androidQr', defaultMessage: 'QR code of the Android app' },
  iosQr: { id: 'download.iosQr', defaultMessage: 'QR code of the iOS app' },
  liteQr: { id: 'download.liteQr', defaultMessage: 'QR code of the lite app' },
  getAndroid: { id: 'download.getAndroid', defaultMessage: 'Download for Android' },
  getIos: { id: 'download.getIos', defaultMessage: 'Download for iOS' },
  liteFallback: {
    id: 'download.liteFallback',
    defaultMessage: 'No native app yet: this code opens the lite app.',
  },
  guide: { id: 'download.guide', defaultMessage: 'Install guide' },
  guideTitle: { id: 'download.guideTitle', defaultMessage: 'App install guide' },
  guideTabs: { id: 'download.guideTabs', defaultMessage: 'Phone system' },
  androidStep1: {
    id: 'download.androidStep1',
    defaultMessage: 'Scan the code or tap “Download for Android”.',
  },
  androidStep2: {
    id: 'download.androidStep2',
    defaultMessage: 'If asked, allow installing apps from this source in Settings.',
  },
  androidStep3: { id: 'download.androidStep3', defaultMessage: 'Open the file and tap “Install”.' },
  iosStep1: { id: 'download.iosStep1', defaultMessage: 'Scan the code with the Camera app.' },
  iosStep2: {
    id: 'download.iosStep2',
    defaultMessage: 'Tap “Get” and confirm with Face ID or your password.',
  },
  iosStep3: {
    id: 'download.iosStep3',
    defaultMessage:
      'If the app asks, trust its developer in Settings › General › VPN & Device Management.',
  },
});

/** The intro, with the brand's name. */
export const downloadIntro = defineMessages<{ intro: { brand: string } }>({
  intro: {
    id: 'download.intro',
    defaultMessage: 'Play {brand} on your phone: scan a code with the camera or tap a button.',
  },
}).intro;
