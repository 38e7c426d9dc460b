import kit from '@sp/page-kit/texts/ar.json';
import { withKitTexts } from '../kit-texts';
import own from './ar.json';

/** The anonymous pages' texts in one chunk: the shell's own, over the kit's generic ones. */
export default withKitTexts(own, kit);
