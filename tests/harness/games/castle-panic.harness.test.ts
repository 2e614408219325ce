import { harnessTest } from '../run-spec';

harnessTest('castle-panic');
