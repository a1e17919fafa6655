import { PHOTO_UPLOAD } from '../../src/core/rules';
import { memberHourlyLimit } from '../http/member-limit';

/**
 * Route config of picture uploads: at most PHOTO_UPLOAD.perMemberPerHour per member, whichever
 * client they use, the 429 naming the body's `file`.
 */
export const pictureUploadLimit = memberHourlyLimit(PHOTO_UPLOAD.perMemberPerHour, 'pictures', 'file');
