import { harnessTest } from '../run-spec';

harnessTest('regality');
