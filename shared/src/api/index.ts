export {
  api,
  configureApi,
  defaultApiBase,
  getApiBase,
  getPaged,
  onSessionEnded,
  refreshAccessToken,
  resumeSession,
  type ApiConfig,
  type ApiContext,
  type Paged,
  type SessionEndedHandler,
  type SessionEndedReason,
} from './client';
export { apiReachability, noteApiAnswer, type ApiReachability } from './reachability';
export { errorStatus, isAbortError, messageFromResponse, toErrorMessage } from './errors';
export { toSearchParams, type QueryParams } from './search-params';
export { uploadWithProgress, type UploadOptions } from './upload';
export { downloadFile, fileNameOf, saveFile, saveResponse } from './download';
export { getClientVbSearch, getSuggestedServices } from './client-extras';
export { checkResetLink, login, logout, requestPasswordReset, resetPassword, sendCode, twoFactor } from './auth';
export { getAvailableModules, getProfile, updateProfile } from './profile';
export {
  getNotificationSettings,
  getNotifications,
  getUnseenCount,
  markNotificationsAsSeen,
  updateNotificationSettings,
  type NotificationsQuery,
} from './notifications';
export { dontShowFeaturePrompt, getFeaturePrompt, getNationalities, getRestrictedNationalities, getScheduledDowntime } from './shell-data';
export * from './types';
export { isHTTPError, HTTPError } from 'ky';
