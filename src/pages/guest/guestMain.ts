import '../../index.css';
import { openLinkEarly } from './guestSession';

// The guest's pages (`/questionary/…`, `/resultado/…`, served as guest.html): the share link is
// opened before anything else, and the interview's code (GuestApp, asked for by the page's
// modulepreload links) loads beside it; none of the lawyer's app is loaded.
openLinkEarly(window.location.pathname);
void import('./GuestApp');
