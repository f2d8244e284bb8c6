import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// The machines here are two cores shared by several developers (load averages past 20 were seen):
// a first render with the Chakra system can take seconds, far past Testing Library's default 1 s
// wait for `findBy…` and the suite's 15 s per test. These are ceilings, not sleeps.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });
