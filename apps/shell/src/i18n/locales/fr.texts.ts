import kit from '@sp/page-kit/texts/fr.json';
import { withKitTexts } from '../kit-texts';
import own from './fr.json';

/** The anonymous pages' texts in one chunk: the shell's own, over the kit's generic ones. */
export default withKitTexts(own, kit);
