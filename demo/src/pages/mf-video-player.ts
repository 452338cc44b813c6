/**
 * mf-video-player.html: installs the fake consent manager (?consent=granted|declined|missing), so
 * the embed (consent-domain set: this page has a consent manager) shows each consent state.
 */
import { installConsentManager } from '../../fakes/consent-manager';

installConsentManager(document.getElementById('fake-consent'));
