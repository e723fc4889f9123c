import type { AddonId, Feature, SubscriptionState } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, type Tone } from '@kairos/ui';

const stateLabel: Record<SubscriptionState, () => string> = {
  trial: () => m.bil_state_trial(),
  subscriber: () => m.bil_state_subscriber(),
  grace_period: () => m.bil_state_grace_period(),
  unsubscriber: () => m.bil_state_unsubscriber(),
  lapsed: () => m.bil_state_lapsed(),
};

const stateTone: Record<SubscriptionState, Tone | 'neutral'> = {
  trial: 'info',
  subscriber: 'success',
  grace_period: 'warning',
  unsubscriber: 'warning',
  lapsed: 'error',
};

export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  return (
    <span data-testid="subscription-state">
      <Badge tone={stateTone[state]}>{stateLabel[state]()}</Badge>
    </span>
  );
}

export const addonLabel: Record<AddonId, () => string> = {
  marketing: () => m.bil_addon_name_marketing(),
  auto_export: () => m.bil_addon_name_auto_export(),
};

export const featureLabel: Record<Feature, () => string> = {
  clients: () => m.feature_clients(),
  services: () => m.feature_services(),
  appointments: () => m.feature_appointments(),
  income: () => m.feature_income(),
  expenses: () => m.feature_expenses(),
  left_to_pay: () => m.feature_left_to_pay(),
  products: () => m.feature_products(),
  sales: () => m.feature_sales(),
  payment_integration: () => m.feature_payment_integration(),
  email_notifications: () => m.feature_email_notifications(),
  sms_notifications: () => m.feature_sms_notifications(),
  mileage_tracking: () => m.feature_mileage_tracking(),
  zoom_integration: () => m.feature_zoom_integration(),
  income_details: () => m.feature_income_details(),
  classes: () => m.feature_classes(),
  gift_vouchers: () => m.feature_gift_vouchers(),
  packages: () => m.feature_packages(),
  online_booking: () => m.feature_online_booking(),
  invoicing: () => m.feature_invoicing(),
  data_auto_export: () => m.feature_data_auto_export(),
  marketing: () => m.feature_marketing(),
  advanced_reporting: () => m.feature_advanced_reporting(),
  goals: () => m.feature_goals(),
  tax: () => m.feature_tax(),
};
