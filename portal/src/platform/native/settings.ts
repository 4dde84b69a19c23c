import { AndroidSettings, IOSSettings, NativeSettings } from 'capacitor-native-settings';

/** This app's page in the system settings, where the investor gives back a permission they refused. */
export async function openAppSettings(): Promise<void> {
  await NativeSettings.open({
    optionAndroid: AndroidSettings.ApplicationDetails,
    optionIOS: IOSSettings.App,
  });
}
