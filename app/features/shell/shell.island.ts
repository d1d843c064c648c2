// The script of a public page whose controls are links and plain forms (a business, a story, a city's decisions,
// people, promises and topics), for a visitor without a session, instead of the app (ADR 0049, 0053).
import { enhancePublicPage } from "./components/public-page";

enhancePublicPage();
