import { crashSuite } from './suite';
import { templateSaves } from './template-saves';

crashSuite(templateSaves);
