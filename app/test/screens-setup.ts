import { configure } from '@testing-library/react';

// A screen's test waits for what a person would wait for (a dialog, a toast) up to 5 s rather
// than Testing Library's 1 s: the screens' files run two at a time beside the API's files on
// the database, and on a loaded two-core machine a dialog's first render has taken just over
// a second. A test still fails when the thing never comes.
configure({ asyncUtilTimeout: 5000 });
