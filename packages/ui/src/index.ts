export { Alert, type AlertProps, Badge, type Tone } from './alert';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClass } from './button';
export { Card, type CardProps, Stat, type StatProps } from './card';
export { cn } from './cn';
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
export {
  ArrowUpIcon,
  BuildingIcon,
  CardIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  ExternalIcon,
  GiftIcon,
  GlobeIcon,
  HomeIcon,
  KeyIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  MessageIcon,
  makeIcon,
  PlusIcon,
  SparkIcon,
  UsersIcon,
  WifiOffIcon,
} from './icons';
export { Input, type InputProps, Select, type SelectProps } from './input';
export { Spinner, type SpinnerProps } from './spinner';
export { TOAST_DURATION_MS, type ToastInput, ToastProvider, type ToastProviderProps, type ToastTone, useToast } from './toast';
