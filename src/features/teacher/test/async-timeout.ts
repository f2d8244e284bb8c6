import { configure } from '@testing-library/react';

// Two shared cores: a first render with the Chakra system can take over a second, longer than
// Testing Library's default wait for `findBy…`.
configure({ asyncUtilTimeout: 5000 });
