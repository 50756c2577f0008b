import ChatOutlined from '@mui/icons-material/ChatOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { openingHoursText, telHref } from '@steelcut/domain/shop-details';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { useShop } from '../../../lib/shop';
import { ScanToPay } from '../components/ScanToPay';

/** Only something that looks like an order number goes into the payment note. */
const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;

function MobilePayCard({ shop }: { shop: ShopSettings }) {
  const [mobilePayNumber] = shop.phones;
  return (
    <Card component="section" aria-labelledby="mobile-pay-title">
      <CardContent>
        <Typography id="mobile-pay-title" variant="h6" component="h2" gutterBottom>
          Or pay to our mobile number
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Any UPI app (Google Pay, PhonePe, Paytm, BHIM) can pay to this number:
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          <Link href={telHref(mobilePayNumber)} underline="none" color="inherit">
            {mobilePayNumber}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Payee: {shop.payeeName}
        </Typography>
      </CardContent>
    </Card>
  );
}

function SupportCard({ shop }: { shop: ShopSettings }) {
  return (
    <Card component="section" aria-labelledby="support-title">
      <CardContent>
        <Typography id="support-title" variant="h6" component="h2" gutterBottom>
          Need help?
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Call us {openingHoursText(shop.openingHours)}:
        </Typography>
        <Stack spacing={0.5}>
          {shop.phones.map((phone) => (
            <Link key={phone} href={telHref(phone)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <PhoneOutlined fontSize="small" aria-hidden />
              {phone}
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function PaymentMethodPage() {
  const [params] = useSearchParams();
  const requested = params.get('order')?.trim() ?? '';
  const orderNo = ORDER_NO.test(requested) ? requested : undefined;
  // The QR below says when the settings cannot be loaded; these cards wait for them.
  const shop = useShop().data;

  return (
    <>
      <PageHeader title="Payment Method" breadcrumbs={[{ label: 'Payment Method' }]} />
      <Alert severity="info" sx={{ mb: 3 }}>
        Please pay after placing your order, then share the payment screenshot with us via{' '}
        <Link component={RouterLink} to={paths.chats.getHref()} underline="always" sx={{ fontWeight: 600 }}>
          chat
        </Link>{' '}
        so we can match it to your order.
      </Alert>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" aria-labelledby="scan-to-pay-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="scan-to-pay-title" variant="h5" component="h2" sx={{ textAlign: 'center', mb: 2 }}>
                Scan to Pay
              </Typography>
              <ScanToPay orderNo={orderNo} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3} sx={{ height: '100%' }}>
            {shop && <MobilePayCard shop={shop} />}
            <Card component="section" aria-labelledby="after-paying-title">
              <CardContent>
                <Typography id="after-paying-title" variant="h6" component="h2" gutterBottom>
                  After paying
                </Typography>
                <Typography variant="body2">
                  Take a screenshot of the payment and send it to us in chat
                  {orderNo ? `, mentioning order ${orderNo}` : ''}. We confirm the payment there.
                </Typography>
                <Button
                  component={RouterLink}
                  to={paths.chats.getHref()}
                  variant="contained"
                  startIcon={<ChatOutlined />}
                  sx={{ mt: 2 }}
                >
                  Share screenshot in chat
                </Button>
              </CardContent>
            </Card>
            {shop && <SupportCard shop={shop} />}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
