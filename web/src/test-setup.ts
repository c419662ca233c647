import { configure } from '@testing-library/dom';

// Screens are lazy chunks compiled on first use; on a loaded 2-core CI machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
