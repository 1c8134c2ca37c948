import { coded, codesOf, type CodeParams, type Coded } from './coded';

/**
 * Every refusal of the product API by its stable code, with the Russian sentence the API
 * sends as `details` (docs/decisions/014-codes-beside-texts.md). The code is the promise:
 * the screens translate it (locales/<lng>/errors.json `api.<code>`), outside clients may
 * keep reading the Russian details. `{{name}}` is a parameter sent in `params`; a code
 * parameter (`status`, `unit`, `source`) is said in Russian by the API (api/domain/refusal-text.ts)
 * and by the screens in the reader's language.
 *
 * A code is never renamed or given another meaning; a new refusal gets a new code.
 */
export const REFUSALS = {
  // Signing in, sessions, accounts
  sign_in_required: 'Требуется вход в систему',
  session_expired: 'Сессия истекла или недействительна, войдите снова',
  forbidden: 'Недостаточно прав для этого действия',
  bad_credentials: 'Неверный логин или пароль',
  current_password_wrong: 'Текущий пароль указан неверно',
  password_too_common: 'Этот пароль слишком распространён и легко подбирается. Выберите другой.',
  password_is_demo: 'Это один из опубликованных демо-паролей: его знает каждый. Выберите другой.',
  login_taken: 'Этот логин уже занят',
  email_taken: 'Пользователь с таким e-mail уже существует',
  user_not_found: 'Пользователь «{{login}}» не найден',
  registration_closed: 'Регистрация закрыта. Обратитесь к администратору.',
  reset_link_invalid: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.',
  sign_in_throttled: 'Слишком много неудачных попыток входа. Попробуйте через {{n}} {{unit}}.',
  password_change_throttled: 'Слишком много неверных попыток ввести текущий пароль. Попробуйте через {{n}} {{unit}}.',
  register_throttled: 'Слишком много попыток регистрации с этого адреса. Попробуйте через {{n}} {{unit}}.',
  message_not_found: 'Сообщение №{{id}} не найдено',
  message_already_sent: 'Сообщение уже отправлено',
  message_pending: 'Сообщение ещё отправляется: повтор по расписанию',
  message_skipped: 'Это сообщение больше не нужно: клиент отказался от СМС, сменил номер или заказ уже дальше',
  public_link_gone: 'Эта ссылка больше не действует: заказ закрыт давно или ссылку заменили. Спросите новую на мойке.',
  public_throttled: 'Слишком много запросов с этого адреса. Попробуйте через {{n}} {{unit}}.',
  reset_throttled: 'Слишком много запросов сброса пароля с этого адреса. Попробуйте через {{n}} {{unit}}.',

  // Bookings (docs/decisions/040-booking-into-the-live-queue.md)
  booking_service_invalid: 'Услуга №{{id}} не записывается на этот вид работ: выберите из списка',
  booking_class_unknown: 'Класс автомобиля №{{id}} не найден',
  booking_slot_outside: 'На это время записи нет: выберите время из предложенных',
  booking_slot_taken: 'Это время только что заняли: выберите другое',
  booking_car_booked: 'Эта машина уже записана на это время: выберите другое или перенесите ту запись',
  booking_closed: 'Запись на этот вид работ пока не открыта: позвоните нам',
  booking_code_wrong: 'Неверный код из СМС. Осталось попыток: {{n}}',
  booking_code_spent: 'Код введён неверно слишком много раз. Запросите новый код.',
  booking_request_gone: 'Код устарел или уже использован: запросите новый',
  booking_codes_throttled: 'Слишком много кодов на этот номер. Попробуйте через {{n}} {{unit}}.',
  booking_too_many: 'На этот номер уже есть {{n}} записи вперёд: отмените одну или позвоните нам',
  booking_sms_failed: 'Не удалось отправить СМС с кодом. Попробуйте через минуту.',
  booking_not_found: 'Запись №{{id}} не найдена',
  booking_gone: 'Эта ссылка на запись больше не действует: запись прошла давно или ссылку заменили.',
  booking_not_booked: 'Запись уже не действует (отменена, прошла или машина приехала): изменить её нельзя',
  booking_taken_in: 'Эту машину уже принимают по записи: заказ №{{order}}',
  booking_order_not_open: 'Заказ №{{order}} уже не в работе: запись к нему не привязать',
  booking_other_car: 'Эта запись на другую машину',
  booking_not_today: 'Запись не на сегодня: отметить приезд можно только в её день',
  order_has_booking: 'У заказа №{{order}} уже есть своя запись',
  booking_phone_mobile: 'Код приходит в СМС: укажите мобильный номер (+7 9…)',
  booking_too_long: 'Онлайн можно записаться на работу не дольше {{n}} ч. Для большего позвоните нам.',
  booking_one_a_day: 'На этот номер уже есть запись в этот день. Чтобы добавить услуги, позвоните нам.',
  booking_move_one_a_day: 'В этот день на ваш номер уже есть запись: выберите другой день или позвоните нам',
  booking_busy: 'Сейчас слишком много записей онлайн. Попробуйте через {{n}} {{unit}} или позвоните нам.',
  // Tyre storage (docs/decisions/041-seasonal-tyre-storage.md)
  storage_not_priced: 'Хранение ещё без цены: владелец выбирает услугу «сезон хранения» в настройках хранения',
  storage_overdue_not_priced:
    'Комплект пролежал сверх срока месяцев: {{n}}, а цены за месяц сверх срока нет: владелец выбирает её в настройках хранения',
  storage_term_past: 'Срок хранения должен быть позже сегодняшнего дня',
  storage_full: 'Свободных ячеек нет: освободите ячейку или попросите владельца добавить стеллаж',
  storage_cell_not_found: 'Ячейка №{{id}} не найдена',
  storage_cell_taken: 'Ячейка {{cell}} уже занята: выберите другую',
  storage_cell_out_of_use: 'Ячейка {{cell}} не используется: выберите другую',
  storage_cell_same: 'Комплект уже в ячейке {{cell}}',
  storage_cell_holds_set: 'В ячейке {{cell}} лежит комплект: сначала выдайте или переложите его',
  storage_set_not_found: 'Комплект №{{id}} не найден',
  storage_set_given: 'Комплект №{{id}} уже выдан',
  storage_car_unknown: 'Машина {{plate}} у нас ещё не была: примите комплект через новый заказ',
  storage_service_not_tire: 'Услуга №{{id}} не найдена среди услуг шиномонтажа',
  storage_order_draft: 'Заказ №{{order}} ещё не принят: добавьте в него услугу или выберите принятый заказ',
  storage_size_not_priced: 'У хранения нет цены для размера {{size}}: владелец задаёт её в прайс-листе',
  storage_line_done: 'В заказе №{{order}} услуга «{{service}}» уже отмечена выполненной: снимите отметку или выдайте без заказа',
  booking_change_too_late: 'Перенести или отменить запись можно не позже чем за {{n}} ч до её времени. Позвоните нам.',
  bay_name_taken: 'Пост «{{name}}» уже есть',
  bay_not_found: 'Пост №{{id}} не найден',

  // Requests as such
  invalid_input: '{{issues}}',
  unstorable_text: 'недопустимый символ (нулевой байт или неполный символ Юникода)',
  unstorable_text_in: '{{field}}: недопустимый символ (нулевой байт или неполный символ Юникода)',
  unknown_call: 'Метод API не найден: {{method}} {{path}}',
  invalid_json: 'Тело запроса не является корректным JSON',
  request_too_large: 'Слишком большой запрос',
  unsupported_media_type: 'Тело запроса должно быть JSON (Content-Type: application/json)',
  length_required: 'У тела запроса должна быть указана длина (Content-Length)',
  bad_request: 'Некорректный запрос',
  internal_error: 'Внутренняя ошибка сервера. Сообщите администратору номер запроса.',
  idempotency_key_length: 'Idempotency-Key: от 8 до 100 символов',
  idempotency_key_reused: 'Этот ключ идемпотентности уже использован для другого запроса',
  class_id_required: 'class_id: обязательное поле (или orderId)',
  quantity_too_big: 'quantity: не больше 99',

  // Things that are not there
  order_not_found: 'Заказ №{{id}} не найден',
  model_not_found: 'Модель №{{id}} не найдена',
  brand_not_found: 'Марка №{{id}} не найдена',
  class_not_found: 'Класс ТС №{{id}} не найден',
  client_not_found: 'Клиент №{{id}} не найден',
  car_not_found: 'Машина №{{id}} не найдена',
  client_note_not_found: 'Заметки №{{id}} у этого клиента нет',
  client_search_too_short: 'Введите хотя бы {{min}} знака: телефон, часть номера машины или имени',
  client_merge_self: 'Клиента нельзя объединить с ним самим: выберите другого',
  client_forgotten: 'Данные клиента №{{id}} уже стёрты по его просьбе',
  client_merged: 'Клиент №{{id}} уже объединён с клиентом №{{into}}: откройте его карточку',
  worker_not_found: 'Работник №{{id}} не найден',
  group_not_found: 'Группа скидок №{{id}} не найдена',
  payment_not_found: 'Платёж №{{id}} не найден',
  service_not_in_order: 'Услуги №{{id}} нет в заказе',
  item_not_in_order: 'Услуга №{{id}} не найдена в заказе №{{order}}',
  order_item_not_found: 'Услуга заказа №{{id}} не найдена',
  wash_price_not_found: 'Услуга мойки №{{id}} не найдена для этого класса',
  tire_price_not_found: 'Услуга шиномонтажа №{{id}} не найдена для этого радиуса и профиля',
  no_parking: 'В заказе нет парковки',

  // Taking an order
  phone_invalid: 'Неверный формат телефона',
  plate_invalid: 'Неверный формат номера',
  plate_nonstandard_length: 'Нестандартный номер: от 1 до 12 символов',
  car_has_open_order: 'У этой машины уже есть открытый заказ №{{order}}',
  tire_size_required: 'Для шиномонтажа укажите радиус и профиль',
  service_twice: 'Услуга выбрана дважды: оставьте одну строку',
  delete_item_done: 'Услуга уже выполнена, удалить её нельзя',
  order_last_service: 'Это последняя услуга заказа: без услуг заказ не остаётся. Если услуги не нужны, отмените заказ',
  order_last_service_cancel:
    'Это последняя услуга заказа: заказ без услуг не остаётся ни в очереди, ни в работе. Если услуги не нужны, отмените заказ',
  order_complete_no_services: 'В заказе не осталось услуг: завершать нечего. Заказ отменится, когда кассир вернёт деньги',
  change_item_done: 'Услуга уже выполнена, изменить её количество нельзя',

  // The order's life (api/domain/order-rules.ts)
  order_start_not_waiting: 'Начать можно только ожидающий заказ (сейчас: {{status}})',
  order_no_services: 'В заказе нет услуг',
  order_workers_missing: 'Назначьте исполнителей на все услуги',
  order_complete_not_in_progress: 'Завершить можно только заказ в работе (сейчас: {{status}})',
  order_cancel_done: 'Заказ уже выполнен, отменить его нельзя',
  order_cancel_canceled: 'Заказ уже отменён, отменить его нельзя',
  order_cancel_money_kept:
    'По заказу оплачено {{sum}}, отменить его нельзя. Отмените услуги: когда кассир вернёт деньги клиенту, заказ отменится сам',
  order_refund_pending: 'Услуг в заказе не осталось: заказ отменится сам, когда кассир вернёт клиенту {{sum}}',
  change_order_done: 'Заказ выполнен, изменить его нельзя',
  change_order_canceled: 'Заказ отменён, изменить его нельзя',
  change_order_paid: 'Заказ оплачен, изменить его нельзя',
  change_reopens_paid: 'Заказ уже оплачен: после этого изменения к оплате стало бы ещё {{sum}}. Изменение не сохранено',
  change_leaves_contract_money_held:
    'Заказ по договору, а на кассе за него уже получены деньги: без договора к оплате стало бы ещё {{sum}}. ' +
    'Сначала кассир вернёт деньги клиенту. Изменение не сохранено',
  phone_order_final: 'Заказ завершён, телефон изменить нельзя',
  mark_parking: 'Парковка не отмечается выполненной',
  mark_not_in_progress: 'Отметить услугу выполненной можно только в заказе, который в работе',
  item_canceled: 'Услуга отменена',
  item_done: 'Услуга уже выполнена',
  cancel_item_parking: 'Парковку убирает кассир',
  cancel_item_order_final: 'Заказ завершён, услуги изменить нельзя',
  uncancel_item_paid: 'Заказ оплачен, вернуть отменённую услугу нельзя',
  uncancel_item_twin: 'Эта услуга уже снова есть в заказе отдельной строкой: отменённую вернуть нельзя',
  assign_parking: 'На парковку исполнители не назначаются',
  assign_order_final: 'Заказ завершён, исполнителей изменить нельзя',
  worker_not_wash: '{{name}} не работает на мойке',
  worker_not_tire: '{{name}} не работает на шиномонтаже',

  // Keys
  keys_order_final: 'Заказ завершён, ключи уже не принимаются',
  keys_change_order_final: 'Заказ завершён, ключи изменить нельзя',
  key_cells_full: 'Все {{cells}} ячеек для ключей заняты',
  keys_not_in_cell: 'Ключи не лежат в ячейке',
  keys_before_done: 'Ключи выдаются после завершения заказа',
  keys_refund_first: 'Сначала верните клиенту деньги',
  keys_before_paid: 'Ключи выдаются после оплаты',

  // Money
  pay_order_canceled: 'Заказ отменён, оплата не принимается',
  pay_by_contract: 'Заказ оплачивается по договору',
  order_already_paid: 'Заказ уже оплачен',
  order_nothing_to_pay: 'По заказу нечего оплачивать',
  pay_sum_too_big: 'Сумма больше, чем осталось оплатить: {{sum}}',
  refund_nothing: 'Возвращать нечего: клиент не переплатил',
  refund_sum_too_big: 'Сумма больше, чем нужно вернуть: {{sum}}',
  refund_way_unpaid: 'Этим способом клиент за заказ не платил, вернуть так нельзя: верните тем способом, которым он платил, или наличными',
  refund_way_too_big:
    'Этим способом можно вернуть не больше {{sum}}: им оплачено {{paid}}, уже возвращено {{refunded}} — остальное верните другим способом',

  // Discounts
  discount_order_canceled: 'Заказ отменён',
  discount_order_paid: 'Заказ оплачен, скидку изменить нельзя',
  discount_by_contract: 'Заказ оплачивается по договору, скидку не меняют',
  discount_lower: 'Уже действует скидка {{percent}}%: скидка {{requested}}% меньше и не применяется',
  discount_lower_named: 'Уже действует скидка {{percent}}% («{{reason}}»): скидка {{requested}}% меньше и не применяется',
  discount_lower_source: 'Уже действует скидка {{percent}}% («{{source}}»): скидка {{requested}}% меньше и не применяется',
  manager_phone_missing: 'Не указан телефон управляющего (MANAGER_PHONE), код отправить некуда',
  discount_retry_wait: 'Повторный запрос скидки возможен через {{seconds}} с',
  sms_failed: 'Не удалось отправить SMS',
  discount_code_expired: 'Срок действия кода истёк, запросите скидку снова',
  discount_code_wrong: 'Код не совпадает',
  discount_code_other_percent: 'Код отправлен на скидку {{requested}}%, а не на {{sent}}%: скидка не применена, проверьте процент',
  discount_code_voided: 'Код не совпадает, и это была пятая попытка: код больше не действует, запросите скидку снова',
  discount_no_request: 'Нет запроса скидки, ожидающего кода',
  discount_needs_code: 'Скидку больше нуля подтверждает код из SMS',
  discount_nothing_to_reset: 'Ручной скидки на заказе нет, сбрасывать нечего',
  car_already_in_group: 'Машина уже в группе «{{group}}»',
  group_inactive: 'Группа «{{group}}» отключена и не принимает машины',

  // The owner's back office
  service_not_found: 'Услуга №{{id}} не найдена',
  service_name_taken: 'Услуга «{{name}}» уже есть в прайс-листе: назовите новую иначе или измените ту',
  worker_kind_fixed: 'Участок сотрудника (мойка или шиномонтаж) не меняется: добавьте его заново на другом участке',
  worker_name_taken: 'Работник «{{name}}» на этом участке уже есть: добавьте к имени первую букву фамилии или номер, чтобы их различать',
  service_kind_fixed: 'Вид услуги (мойка или шиномонтаж) не меняется: создайте новую услугу',
  price_twice: 'Одна и та же цена указана дважды',
  tire_prices_by_size: 'Цены шиномонтажа задаются по радиусу и профилю, а не по классу',
  service_class_unpriced: 'Для класса «{{name}}» не указана цена: укажите её или отметьте, что для этого класса услуга не оказывается',
  radius_not_found: 'Радиус №{{id}} не найден',
  profile_not_found: 'Профиль №{{id}} не найден',
  group_name_taken: 'Группа «{{name}}» уже есть',
  model_name_taken: 'У марки {{brand}} уже есть модель «{{name}}»',
  company_not_found: 'Компания №{{id}} не найдена',
  company_name_taken: 'Компания «{{name}}» уже есть',
  client_not_in_company: 'Клиент {{phone}} не закреплён за компанией «{{company}}»',
  account_not_found: 'Учётная запись №{{id}} не найдена',
  account_self: 'Свою учётную запись так изменить нельзя: пароль меняется в «Настройках», остальное — у другого владельца',
  last_owner: 'Это последний действующий владелец: сначала назначьте другого',
  loyalty_step_not_higher:
    'От {{orders}} заказов скидка {{percent}}% — не больше, чем от {{lower_orders}} заказов ({{lower_percent}}%): ' +
    'чем больше заказов, тем выше должен быть процент',
  shift_not_open: 'Смена не открыта: откройте смену, чтобы принимать и возвращать деньги',
  shift_already_open: 'Смена уже открыта: закройте её, прежде чем открыть новую',
  shift_not_found: 'Смена №{{id}} не найдена',
  shift_already_closed: 'Смена №{{id}} уже закрыта',
  order_sum_too_big: 'Заказ №{{order}} больше {{max}} не принимается: проверьте количество и цены',
  shift_cash_short: 'Не хватает {{sum}}: в кассе должно быть {{expected}}. Пересчитайте деньги или закройте смену с расхождением',
  shift_cash_over: 'Излишек {{sum}}: в кассе должно быть {{expected}}. Пересчитайте деньги или закройте смену с расхождением',
  shift_closed_payment: 'Этот платёж в закрытой смене: её Z-отчёт уже снят, способ оплаты не меняется',
  payment_not_your_shift: 'Этот платёж принят не в вашей смене: способ оплаты меняет кассир той смены, пока она открыта, или владелец',
  fiscal_not_failed: 'Чек платежа №{{id}} не в ошибке: отправлять его заново не нужно',
  cash_refund_too_big:
    'В кассе должно быть только {{sum}}: столько наличными не выдать — внесите размен или, если клиент платил картой, верните на неё',
  switch_cash_short: 'В кассе должно быть только {{sum}}: способ не сменить, с наличных ушло бы {{amount}} — сначала внесите размен',
  switch_refund_way:
    'Способ не сменить: по этой карте был возврат, без этой оплаты он превысил бы оплату картой — сначала смените способ возврата',
  switch_refund_beyond_paid:
    'Способ не сменить: этим способом оплачено меньше, чем этот возврат — оставьте способ, которым платил клиент, или наличные',
  fiscal_receipt_issued: 'Чек этого платежа уже пробит с этим способом оплаты: способ не меняется',
  fiscal_receipt_sending: 'Чек этого платежа сейчас отправляется в кассу: пока он в пути, способ оплаты не меняется',
  cash_out_too_big: 'В кассе должно быть только {{sum}}: больше изъять нельзя',
  backups_off: 'Этот сервер не делает резервных копий (BACKUP=off): база копируется средствами её владельца',
  backup_running: 'Резервная копия уже делается: дождитесь её, она появится в списке',
  backup_not_found: 'Резервной копии «{{file}}» нет: её удалили по сроку хранения или она не была сделана',
  backup_link_expired: 'Ссылка на резервную копию устарела: нажмите «Скачать» на странице «Резервные копии» ещё раз',
  export_link_expired: 'Ссылка на выгрузку устарела: нажмите «Выгрузить все таблицы (CSV)» ещё раз',
} as const satisfies Record<string, string>;

/** Values of a refusal's `{{name}}`s: figures, money already formatted, names, or codes. */
export type RefusalParams = CodeParams;
export type RefusalCode = keyof typeof REFUSALS;
/** A refusal before it is said: a domain rule returns one, the API sends it. */
export type Refusal = Coded<RefusalCode>;

export const refusalCodes = codesOf(REFUSALS);
export const refusal: (code: RefusalCode, params?: RefusalParams) => Refusal = coded;
