// Public surface of the design system. It is one federation singleton, so every export here is
// shared by the shell and all remotes; keep it to what several apps use.
export { usePageTitle, usePageHead, documentTitle, SITE_NAME } from './page-title';
export {
  ApiRequestError,
  fetchJson,
  describeError,
  messageForStatus,
  lazyAnswerSchema,
  type AnswerSchema,
  type LazyAnswerSchema,
  type FetchJsonOptions,
} from './data/api-client';
export {
  ResourceStoreContext,
  BrowserResourceStore,
  browserResourceStore,
  readEmbeddedPage,
  type EmbeddedPage,
  requestKey,
  type ResourceStore,
  type ResourceRequest,
  type StoredAnswer,
  type EmbeddedAnswers,
} from './data/resource-store';
export { useResource, type Resource, type ResourceOptions } from './data/use-resource';
export { ServerRenderContext, useServerRender, useHttpStatus, type ServerRenderRecord, type PageHead, type Breadcrumb } from './render/render-context';
export { NotFoundRedirect } from './render/not-found-redirect';
export { LiteImage, useLite } from './render/lite';
export { ResponsiveImage, type ResponsiveImageProps } from './render/responsive-image';
export { VideoList, VideoPlayer, videosUrl, YOUTUBE_EMBED_ORIGIN, type VideoPlayerProps } from './video/video-player';
export { markShellReady, useSectionSettled, Settled, ReadySuspense } from './render/page-ready';
export { usePageNow, setPageRenderTime } from './render/page-time';
export { PageHeader } from './layout/page-header';
export { SectionLayout, type SectionMenuItem } from './layout/section-layout';
export { SubSiteRoutes, type SubSitePage } from './layout/sub-site-routes';
export { LoadingState } from './states/loading-state';
export { ErrorState } from './states/error-state';
export { useFailureText } from './states/failure-text';
export { EmptyState } from './states/empty-state';
export { StandaloneRemoteApp } from './standalone/standalone-app';
export type { ConsoleModule, GrievanceModule, HomeWidgetsModule, RemoteRoutesModule, RemoteSectionProps } from './remote-contract';
export {
  StaffApiError,
  StaffConsoleContext,
  useStaffConsole,
  createStaffClient,
  type StaffConsole,
  type StaffRequestOptions,
  type StaffUploadOptions,
} from './staff/staff-console';
export { SafeHtml, loadSanitizer } from './content/safe-html';
export {
  formatDate,
  formatListDate,
  formatLongDate,
  formatDateTime,
  formatMonth,
  collegeDay,
  isNew,
  isUpcoming,
  daysUntil,
  lazyDateFormat,
} from './format/dates';
export { formatIndianNumber } from './format/numbers';
export { plainSummary, plainTextOf, shortenText } from './format/plain-summary';
export { formatFileSize } from './format/file-size';
export { SampleNote } from './content/sample-note';
export { PersonName } from './content/person-name';
export { Localized, localizedText, useLocalized, useContentLang, type LocalizedText } from './content/localized';
export {
  Field,
  TextField,
  TextArea,
  Select,
  Checkbox,
  FieldError,
  type FieldProps,
  type FieldControlProps,
  type TextFieldProps,
  type TextAreaProps,
  type SelectProps,
  type SelectOption,
  type CheckboxProps,
} from './forms/field';
export { FormErrorSummary, formErrorsOf, type FormError, type FormErrorSummaryProps } from './forms/form-error-summary';
export { fieldErrorsOf, type FieldErrorsOptions, type IssueList } from './forms/field-errors';
export { usePageForm, outcomeError, type PageForm, type PageFormOutcome } from './forms/page-form';
export { PublishAtField, publishAtOf, type PublishAtFieldProps } from './forms/publish-at-field';
export { HeldChange, type HeldChangeProps, type HeldChangeState } from './forms/held-change';
export { toDateInput, toDateTimeInput, fromIndiaTime, endOfIndiaDay } from './format/india-time';
export { useDialog, type DialogOptions } from './dialog/use-dialog';
export { Dialog } from './dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export { PdfViewer, clampPage } from './pdf/pdf-viewer';
export { DownloadButton } from './pdf/download-button';
export { Gallery } from './gallery/gallery';
export type { GalleryImage } from './gallery/gallery-image';
export { RichTextEditor, type RichTextEditorProps } from './staff/lazy-rich-text-editor';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, languageInfo, languagePath, splitLanguagePath, type Language, type LanguageInfo } from './i18n/languages';
export {
  Catalogue,
  I18nProvider,
  createI18n,
  loadCatalogue,
  registerCatalogue,
  useLanguage,
  useLocale,
  useT,
  withCatalogue,
  type CatalogueLoader,
  type Messages,
} from './i18n/catalogue';
export { dateFormats, useDateFormats, type DateFormats } from './format/localized-dates';
export { UI_NAMESPACE, uiCatalogue } from './messages/catalogue';
export { MarkedText, marksOf, type MarkParts } from './i18n/marked-text';
export {
  AlertChoices,
  AlertSubscribe,
  alertLinkCall,
  ALERTS_FORM,
  NotifyMeOnThisPhone,
  topicField,
  type AlertChoicesProps,
  type AlertSubscribeProps,
} from './alerts/lazy-alerts';
