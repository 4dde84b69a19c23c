import { App } from '@capacitor/app';

/**
 * `appUrlOpen` fires while the app runs (or wakes); an app that the link started reports it as its launch URL
 * instead, which is read once here.
 */
export async function listenForOpenedUrls(open: (url: string) => void): Promise<void> {
  await App.addListener('appUrlOpen', (event) => open(event.url));
  const launch = await App.getLaunchUrl();
  if (launch?.url) open(launch.url);
}
