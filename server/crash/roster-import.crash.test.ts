import { rosterImport } from './roster-import';
import { crashSuite } from './suite';

crashSuite(rosterImport);
