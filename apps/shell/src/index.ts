// The shell is a plain build (no federation plugin, so no async boundary is needed): the
// sign-in page's scripts are all in the HTML and download at once.
import './bootstrap';
