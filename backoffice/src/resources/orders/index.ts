import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './order-list.tsx';
import { OrderShow } from './order-show.tsx';

export const orders = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLongIcon,
  recordRepresentation: 'ref',
};
