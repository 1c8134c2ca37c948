import { coded, codesOf, type CodeParams, type Coded } from './coded';

/**
 * What a successful call says, by a stable code, with the Russian sentence the API sends as
 * `details` (docs/decisions/014-codes-beside-texts.md). The screens show the code's text
 * (locales/<lng>/common.json `notice.<code>`); `{{name}}`s travel in `params`, a `source` is
 * a discount source code said in Russian by the API.
 */
export const NOTICES = {
  password_changed: 'Пароль изменён',
  booking_created: 'Запись сделана',
  booking_moved: 'Запись перенесена',
  booking_car_changed: 'Номер машины в записи исправлен',
  booking_canceled: 'Запись отменена',
  booking_arrived: 'Запись отмечена: машина приехала',
  booking_rules_saved: 'Правила записи сохранены',
  bay_saved: 'Пост сохранён',
  day_off_saved: 'Выходные дни сохранены',
  duration_saved: 'Длительность сохранена',
  storage_set_taken: 'Комплект №{{number}} принят на хранение: ячейка {{cell}}',
  storage_set_given: 'Комплект №{{number}} выдан',
  storage_set_given_overdue: 'Комплект №{{number}} выдан; в заказ добавлено месяцев сверх срока: {{n}}',
  storage_set_moved: 'Комплект №{{number}} теперь в ячейке {{cell}}',
  storage_settings_saved: 'Настройки хранения сохранены',
  storage_rack_saved: 'Стеллаж {{rack}} сохранён, новых ячеек: {{n}}',
  storage_cell_saved: 'Ячейка сохранена',
  reset_requested:
    'Если этот адрес зарегистрирован, мы отправили на него ссылку для сброса пароля. Ссылка действует {{minutes}} минут. ' +
    'Новое письмо приходит не чаще раза в {{window}} минут: если вы уже просили ссылку, она в прошлом письме.',
  reset_done: 'Пароль изменён. Войдите с новым паролем.',
  workers_assigned: 'Исполнители назначены',
  order_started: 'Заказ в работе',
  order_done: 'Заказ выполнен',
  order_canceled: 'Заказ отменён',
  keys_in_cell: 'Ключи в ячейке {{cell}}',
  keys_with_client: 'Ключи у клиента',
  phone_saved: 'Телефон сохранён',
  phone_saved_discount_changed: 'Телефон сохранён. Скидка заказа теперь {{percent}}% вместо {{was_percent}}%',
  phone_saved_refund_lowered:
    'Телефон сохранён. Скидка заказа теперь {{percent}}% вместо {{was_percent}}%: к возврату клиенту {{refund}} вместо {{was_refund}}',
  phone_saved_contract_ended: 'Телефон сохранён. Заказ больше не по договору: к возврату клиенту {{refund}} вместо {{was_refund}}',
  phone_saved_contract_started: 'Телефон сохранён. Заказ теперь по договору: клиент не платит на кассе',
  phone_saved_contract_started_refund: 'Телефон сохранён. Заказ теперь по договору: к возврату клиенту {{refund}}',
  phone_saved_pay_at_desk: 'Телефон сохранён. Заказ больше не по договору: к оплате на кассе {{sum}}',
  phone_saved_pay_at_desk_discount: 'Телефон сохранён. Заказ больше не по договору: к оплате на кассе {{sum}} со скидкой {{percent}}%',
  payment_accepted: 'Оплата принята',
  order_paid: 'Заказ оплачен',
  refund_made: 'Возврат проведён',
  money_returned: 'Деньги возвращены клиенту',
  money_returned_order_canceled: 'Деньги возвращены клиенту. Заказ отменён: услуг в нём не осталось',
  pay_method_changed: 'Способ оплаты изменён',
  discount_code_sent: 'Код отправлен управляющему',
  discount_approved: 'Скидка подтверждена и применена',
  discount_reset: 'Скидка сброшена',
  saved: 'Сохранено',
  car_added_to_group: 'Машина добавлена в группу «{{group}}»',
  car_added_to_group_kept: 'Машина добавлена в группу «{{group}}». На этом заказе остаётся скидка {{percent}}% («{{reason}}»): она больше',
  car_added_to_group_kept_source:
    'Машина добавлена в группу «{{group}}». На этом заказе остаётся скидка {{percent}}% («{{source}}»): она больше',
  parking_removed: 'Парковка убрана',
  keys_returned: 'Ключи выданы',
  prices_saved: 'Цены сохранены',
  prices_saved_repriced: 'Цены сохранены; пересчитано открытых заказов: {{n}}',
  service_saved: 'Услуга «{{name}}» сохранена',
  service_saved_repriced: 'Услуга «{{name}}» сохранена; пересчитано открытых заказов: {{n}}',
  class_saved: 'Класс «{{name}}» сохранён',
  public_link_renewed: 'Новая ссылка для клиента: старая больше не открывается',
  message_queued: 'Сообщение будет отправлено ещё раз',
  message_template_saved: 'Текст сообщения сохранён',
  business_saved: 'Реквизиты сохранены: они печатаются в чеке и заказ-наряде',
  account_created: 'Учётная запись «{{login}}» создана',
  account_password_reset: 'Пароль «{{login}}» сброшен, все его сеансы завершены',
  account_disabled: 'Учётная запись «{{login}}» отключена, все её сеансы завершены',
  account_enabled: 'Учётная запись «{{login}}» снова включена',
  account_role_changed: 'Роль «{{login}}» изменена',
  shift_opened: 'Смена открыта',
  cash_in_recorded: 'Внесение записано',
  cash_out_recorded: 'Изъятие записано',
  shift_closed: 'Смена закрыта',
  fiscal_retry: 'Чек отправлен в кассу ещё раз',
  backup_started: 'Копия делается: она появится в списке, когда будет проверена',
  client_saved: 'Клиент сохранён',
  client_order_messages_on: 'СМС о заказах клиенту присылаются',
  client_order_messages_off: 'СМС о заказах клиенту не присылаются',
  client_note_added: 'Заметка добавлена',
  client_note_removed: 'Заметка удалена',
  clients_merged: 'Клиенты объединены: заказы, машины и заметки теперь у клиента №{{id}}',
  client_forgotten: 'Данные клиента стёрты: заказы остались без имени и телефона',
} as const satisfies Record<string, string>;

export type NoticeCode = keyof typeof NOTICES;
export type Notice = Coded<NoticeCode>;

export const noticeCodes = codesOf(NOTICES);
export const notice: (code: NoticeCode, params?: CodeParams) => Notice = coded;
