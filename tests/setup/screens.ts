import { configure } from '@testing-library/react';

// Screens wait on a real API over HTTP: on two shared cores an answer can take past Testing
// Library's 1 s default, so every waitFor and findBy gets the budget of a slow machine.
configure({ asyncUtilTimeout: 10_000 });
