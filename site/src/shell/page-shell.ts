import { brandFamily, fetchBrandFont } from './brand-font.ts';
import { startConsent } from './consent.ts';
import { startInterestPopup } from './interest-popup.ts';
import { fetchMaintenanceScreen, startMaintenanceWatch } from './maintenance.ts';
import { checkScammerAlert } from './scammer-alert.ts';

// The shell behind every page (components/shell/shell-script.astro loads it once the page is painted): the
// maintenance check, the scammer alert's flag, the consent and interest popups, and the brand font for later pages.
startMaintenanceWatch(fetchMaintenanceScreen());
const alert = document.querySelector<HTMLElement>('[data-scammer-alert]');
if (alert) void checkScammerAlert(alert);
const consent = document.querySelector<HTMLElement>('[data-consent-popup]');
if (consent) startConsent(consent);
const interest = document.querySelector<HTMLElement>('[data-interest-popup]');
if (interest) startInterestPopup(interest);
void fetchBrandFont(document.fonts, brandFamily(document.documentElement));
