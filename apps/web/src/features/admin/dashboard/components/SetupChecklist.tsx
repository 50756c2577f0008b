import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { setupComplete, type ShopSetup } from '@steelcut/domain/schemas/shop-api';
import { paths } from '../../../../config/paths';
import { SectionCard } from '../../../../components/SectionCard';
import { SETUP_LABELS } from '../lib/setup-labels';

/** Each step of the checklist and the page where it is done, in the order to do them. */
const STEPS: { key: keyof ShopSetup; href: string }[] = [
  { key: 'detailsSaved', href: paths.admin.shop.getHref() },
  { key: 'upiSet', href: paths.admin.shop.getHref() },
  { key: 'pricesSaved', href: paths.admin.pricing.getHref() },
  { key: 'stockSet', href: paths.admin.shop.getHref() },
];

function Step({ label, hint, href, done }: { label: string; hint: string; href: string; done: boolean }) {
  const text = <ListItemText primary={label} secondary={done ? SETUP_LABELS.done : hint} />;
  if (done) {
    return (
      <ListItem data-done>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <CheckCircleOutlined color="success" aria-hidden />
        </ListItemIcon>
        {text}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={href} aria-label={SETUP_LABELS.open(label)}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <RadioButtonUncheckedOutlined color="warning" aria-hidden />
        </ListItemIcon>
        {text}
        <ChevronRightOutlined color="action" aria-hidden />
      </ListItemButton>
    </ListItem>
  );
}

/** The first-run checklist: shown until the shop has its own details, UPI ID, prices and stock. */
export function SetupChecklist({ setup }: { setup: ShopSetup | undefined }) {
  if (!setup || setupComplete(setup)) return null;
  return (
    <SectionCard title={SETUP_LABELS.title} sx={{ mb: 4, borderLeft: 4, borderColor: 'warning.main' }}>
      <Typography variant="body2" color="text.secondary">
        {SETUP_LABELS.intro}
      </Typography>
      <List dense>
        {STEPS.map(({ key, href }) => (
          <Step key={key} {...SETUP_LABELS.steps[key]} href={href} done={setup[key]} />
        ))}
      </List>
    </SectionCard>
  );
}
