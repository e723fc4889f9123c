export { Alert, type AlertProps, Badge, type Tone } from './alert';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClass } from './button';
export { Card, type CardProps, Stat, type StatProps } from './card';
// Charts are a subpath (`@kairos/ui/charts`): Recharts stays in the screens that draw them, out of the main chunk.
export { cn } from './cn';
export { ColourPicker, type ColourPickerProps } from './colour-picker';
export { Combobox, type ComboboxChip, type ComboboxProps } from './combobox';
export {
  type ComboboxContext,
  type ComboboxEvent,
  type ComboboxOutcome,
  type ComboboxState,
  type ComboboxStep,
  comboboxStep,
} from './combobox-state';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  Checkbox,
  type CheckboxProps,
  ChoiceGroup,
  type ChoiceGroupProps,
  Switch,
  type SwitchProps,
} from './controls';
export { Dialog, type DialogProps, Sheet, SheetClose, type SheetProps } from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
export {
  describedBy,
  errorText,
  Field,
  type FieldProps,
  SelectField,
  type SelectFieldProps,
  TextField,
  type TextFieldProps,
} from './field';
export { focusCandidates, returnFocus, useFocusReturn } from './focus-return';
export {
  ArrowDownSmallIcon,
  ArrowUpIcon,
  ArrowUpSmallIcon,
  BuildingIcon,
  CalendarIcon,
  CardIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  ExternalIcon,
  GiftIcon,
  GlobeIcon,
  HomeIcon,
  KeyIcon,
  LayoutIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MessageIcon,
  makeIcon,
  PercentIcon,
  PlusIcon,
  ReceiptIcon,
  ScissorsIcon,
  SparkIcon,
  TrashIcon,
  UsersIcon,
  WalletIcon,
  WifiOffIcon,
} from './icons';
export { Input, type InputProps, Select, type SelectProps } from './input';
export {
  AffixField,
  type AffixFieldProps,
  currencyAffix,
  MoneyField,
  type MoneyFieldProps,
  moneyAffix,
} from './money-field';
export { ScrollArea, type ScrollAreaProps } from './scroll-area';
export { Spinner, type SpinnerProps } from './spinner';
export { TabList, type TabListProps } from './tab-list';
export { TOAST_DURATION_MS, type ToastInput, ToastProvider, type ToastProviderProps, type ToastTone, useToast } from './toast';
