/**
 * The list-and-form pattern for the web app, built once for every area whose
 * server side uses the records builders (packages/api/src/core/records):
 * clients, services, locations, discounts, classes, packages. Each area's
 * procedures are reached through `RecordRouter` (api.ts), checked by the
 * compiler against the real tRPC routers, so the record types follow from
 * `area` (no type arguments, no casts).
 *
 * LIST SCREEN
 *   <RecordListPage
 *     area="locations"                       // the tRPC router name
 *     title={m.…()} addLabel={m.…()}
 *     formPath="/account-setup/locations/form" // Add → formPath; Edit → `${formPath}/${id}`
 *     columns={[{ id: 'title', header: m.…(), cell: (r) => r.title, primary: true }, …]}
 *     nameOf={(r) => r.title}                 // used in menus and the delete dialog
 *     texts={{ emptyTitle: m.…(), emptyText?, searchPlaceholder?, deleteTitle?: (name) => m.…({ name }), deleteText? }}
 *     detailPath?={(r) => `/clients/${r.id}`}  // where the name links (default: edit form)
 *     toasts?={{ archived: () => m.…(), restored, deleted }}
 *     sorts?={[{ value: 'name', label }, …]} // `?sort=`; passed to list as `sort`
 *     actions?={(state) => <ExportMenu … />}  // extra header buttons; state = { archived, search, page, sort }
 *     filters?={{ marketing: 'not_agreed' }}  // the area's own list params, passed to list
 *     notice?={<Alert …/>}                    // above the list (what an own filter shows); an empty list then says "nothing matches"
 *     bulkActions?={(selected, clear) => <Button …/>} // a checkbox per row, "Select all on this page", the count (selection.tsx)
 *   />
 *   Active/Archived tabs, search (debounced 200 ms), page and sort live in the URL.
 *   Table from md (768 px), stacked cards below; one `primary` column is the card title.
 *   Row menu: Edit, Archive (active) / Restore + Delete for good (archived, confirmed in a dialog).
 *   Read-only subscription or offline: Add and the row actions are disabled with the reason as tooltip.
 *
 * FORM SCREEN (routes `<base>/form` and `<base>/form/:id`)
 *   <RecordFormPage area="locations" titles={{ create, edit }} listPath="/account-setup/locations/list">
 *     {(record) => <LocationForm record={record} />}   // record: null when creating
 *   </RecordFormPage>
 *   function LocationForm({ record }) {
 *     const form = useRecordForm({ area: 'locations', record, schema: locationInput,
 *       initial: valuesOf(record), toInput?, listPath, toasts?: { created, updated }, onSaved? });
 *     return (
 *       <form noValidate ref={form.formRef} onSubmit={form.handleSubmit}>
 *         <FormError message={form.formError} />                       // lib/form-error
 *         <TextField label={…} {...form.field('title')} />             // text values, dotted paths ok
 *         <input type="checkbox" {...form.checkbox('online_booking')} /> // boolean values
 *         form.setValue('parts.0.duration_minutes', 30); form.bind(path) for custom controls
 *         <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
 *       </form>
 *     );
 *   }
 *   The schema is the server's zod input schema, so browser-side errors read the same as the
 *   server's; errors are keyed by dotted path ("locations.0.title"). Saving updates the cache,
 *   shows a toast and returns to listPath.
 *
 * PIECES
 *   useRecordMutations(area, toasts?) → { archive(id), restore(id), destroy(id), pending }
 *   <RecordActions area record formPath listPath deleteTitle deleteText toasts? onChanged? />  // a detail screen's Edit/Archive/Restore/Delete
 *   <ExportMenu onExport={(format) => trpcClient.clients.export.mutate({ format })} />  // 'csv' | 'xlsx'
 *   downloadFile(file), readFileAsBase64(blob)  // base64 files to and from the server
 *   useWriteAccess() → { blocked, reason }       // read-only or offline
 *   <BlockedHint access={…}>…</BlockedHint>      // tooltip + screen-reader reason around a disabled control
 *   <TextAreaField {...form.field('notes')} label=… />, <CheckboxField {...form.checkbox('opt_out')} label=… hint=… />
 *   <EmptyState …/>, <ListSkeleton …/>, <LoadError …/>, <SearchBox …/>, useDebounced(value)
 */
export {
  type BaseRecord,
  type FileOut,
  type ListItemOf,
  type Page,
  type RecordArea,
  type RecordOf,
  type RecordRouter,
  refreshLists,
  rememberRecord,
} from './api';
export { BlockedHint } from './blocked';
export { downloadFile, readFileAsBase64 } from './download';
export { type ExportFormat, ExportMenu, type ExportMenuProps } from './export-menu';
export { CheckboxField, type CheckboxFieldProps, TextAreaField, type TextAreaFieldProps } from './fields';
export * as recordIcons from './icons';
export { EmptyState, ListSkeleton, LoadError, PagedList, SearchBox, type SortOption } from './list-parts';
export { type ListParams, SEARCH_DEBOUNCE_MS, useDebounced } from './list-state';
export { RecordActions, type RecordActionsProps } from './record-actions';
export { RecordFormActions, RecordFormPage, type RecordFormPageProps } from './record-form-page';
export { DEFAULT_PAGE_SIZE, RecordListPage, type RecordListPageProps, type RecordListTexts } from './record-list-page';
export type { RecordColumn } from './record-table';
export { type RecordForm, type RecordFormOptions, useRecordForm } from './use-record-form';
export { type RecordToasts, useRecordMutations } from './use-record-mutations';
export { useWriteAccess, type WriteAccess } from './write-access';
