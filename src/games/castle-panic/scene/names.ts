// The names of monsters and tokens in the player's language, for the scene, its log and its banners.
import { t, type TextKey } from '../../../services/i18n';

export const monsterName = (kind: string): string => t(`cp.monster.${kind}` as TextKey);
export const tokenName = (token: string): string => t(`cp.token.${token}` as TextKey);
