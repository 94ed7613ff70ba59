import Foundation

/// Which Material Icons glyph stands in for each SF Symbol name, and which enclosed and
/// slashed forms SF Symbols has of it.
///
/// One row per SF Symbol: the name, the glyph (a Material Icons ligature name) of its
/// outlined form, the glyph of its `.fill` form (`-` when SF Symbols has none) and the
/// forms made from it: `c` for `.circle` and `.circle.fill`, `s` for `.square` and
/// `.square.fill`, `sl` for `.slash` (and `.slash.fill`). A row may also name an enclosed
/// form outright (`plus.circle`), which then wins over the composed one.
enum SymbolNameTable {
    static let rows = """
    // Arrows and chevrons
    chevron.left chevron_left - c s
    chevron.right chevron_right - c s
    chevron.up expand_less - c s
    chevron.down expand_more - c s
    chevron.backward arrow_back_ios_new - c
    chevron.forward arrow_forward_ios - c
    chevron.left.2 keyboard_double_arrow_left -
    chevron.right.2 keyboard_double_arrow_right -
    chevron.up.chevron.down unfold_more -
    arrow.left arrow_back - c s
    arrow.right arrow_forward - c s
    arrow.up arrow_upward - c s
    arrow.down arrow_downward - c s
    arrow.backward arrow_back - c
    arrow.forward arrow_forward - c
    arrow.up.right north_east - c s
    arrow.up.left north_west - c s
    arrow.down.right south_east - c s
    arrow.down.left south_west - c s
    arrow.up.and.down swap_vert - c s
    arrow.left.and.right swap_horiz - c s
    arrow.left.arrow.right swap_horiz - c s
    arrow.up.arrow.down swap_vert - c s
    arrow.clockwise refresh - c
    arrow.counterclockwise replay - c
    arrow.triangle.2.circlepath sync - c
    arrow.2.circlepath autorenew - c
    arrow.uturn.left undo - c s
    arrow.uturn.right redo - c s
    arrow.uturn.backward undo - c s
    arrow.uturn.forward redo - c s
    arrow.turn.up.left reply -
    arrow.turn.up.right forward -
    arrow.up.to.line vertical_align_top -
    arrow.down.to.line vertical_align_bottom -
    arrow.down.to.line.compact download -
    arrow.up.to.line.compact upload -
    arrow.up.doc upload_file -
    arrow.down.doc file_download -
    arrow.up.arrow.down.circle import_export -
    arrow.right.to.line keyboard_tab -
    arrow.left.to.line first_page -
    arrow.up.right.square open_in_new -
    arrow.up.forward.app open_in_new -
    arrow.up.right.and.arrow.down.left.rectangle open_in_full -
    arrow.up.left.and.arrow.down.right fullscreen -
    arrow.down.right.and.arrow.up.left fullscreen_exit -
    arrow.up.left.and.arrow.down.right.magnifyingglass zoom_out_map -
    arrow.triangle.branch call_split -
    arrow.triangle.merge call_merge -
    arrow.triangle.swap swap_calls -
    arrow.triangle.turn.up.right.diamond directions directions
    arrow.right.square logout logout
    arrow.left.square login login
    arrow.right.circle arrow_circle_right arrow_circle_right
    arrow.left.circle arrow_circle_left arrow_circle_left
    arrow.up.circle arrow_circle_up arrow_circle_up
    arrow.down.circle arrow_circle_down arrow_circle_down
    arrow.down.app get_app get_app
    arrow.rectanglepath sync_alt -
    arrowshape.left arrow_back arrow_back
    arrowshape.right arrow_forward arrow_forward
    arrowshape.turn.up.left reply reply
    arrowshape.turn.up.right forward forward
    arrowshape.turn.up.left.2 reply_all reply_all
    arrowtriangle.up arrow_drop_up arrow_drop_up c
    arrowtriangle.down arrow_drop_down arrow_drop_down c
    arrowtriangle.left arrow_left arrow_left c
    arrowtriangle.right arrow_right arrow_right c
    return keyboard_return -
    return.left keyboard_return -
    escape keyboard_return -
    repeat repeat - c
    repeat.1 repeat_one - c
    shuffle shuffle - c
    // Basic shapes and marks
    plus add - c s
    minus remove - c s
    multiply close - c s
    divide percent - c s
    equal drag_handle - c s
    plusminus exposure - c s
    xmark close - c s
    checkmark check - c s
    checkmark.seal verified verified
    checkmark.shield verified_user verified_user
    checkmark.rectangle check_box check_box
    checkmark.square check_box_outline_blank check_box
    checkmark.circle.badge.xmark rule -
    questionmark question_mark - c s
    exclamationmark priority_high - c s
    exclamationmark.triangle warning_amber warning
    exclamationmark.octagon report_gmailerrorred report
    exclamationmark.bubble feedback feedback c
    info info_outline - c s
    at alternate_email - c
    number tag - c s
    percent percent - c s
    dollarsign attach_money - c s
    eurosign euro - c s
    sterlingsign currency_pound - c s
    yensign currency_yen - c s
    bitcoinsign currency_bitcoin - c s
    asterisk emergency - c
    circle radio_button_unchecked circle
    square check_box_outline_blank square
    rectangle crop_landscape rectangle
    triangle change_history change_history
    diamond diamond diamond
    hexagon hexagon hexagon
    pentagon pentagon pentagon
    octagon stop stop
    seal verified verified
    capsule crop_16_9 -
    oval egg egg
    circle.circle radio_button_checked radio_button_checked
    circle.dashed trip_origin -
    largecircle.fill.circle radio_button_checked -
    smallcircle.fill.circle radio_button_checked -
    circle.grid.2x2 grid_view grid_view
    circle.grid.3x3 apps apps
    square.grid.2x2 grid_view grid_view
    square.grid.3x3 apps apps
    square.grid.3x2 view_module view_module
    square.split.2x1 vertical_split vertical_split
    square.split.1x2 horizontal_split horizontal_split
    square.on.square filter_none filter_none
    square.stack layers layers
    square.stack.3d.up layers layers
    square.and.pencil edit_note -
    square.and.arrow.up ios_share ios_share c
    square.and.arrow.down download download
    square.and.arrow.up.on.square ios_share ios_share
    rectangle.stack layers layers
    rectangle.on.rectangle filter_none filter_none
    rectangle.portrait crop_portrait crop_portrait
    rectangle.split.3x1 view_week view_week
    rectangle.grid.2x2 grid_view grid_view
    rectangle.grid.1x2 view_agenda view_agenda
    rectangle.expand.vertical expand -
    rectangle.compress.vertical compress -
    rectangle.and.pencil.and.ellipsis edit_note -
    rectangle.portrait.and.arrow.right logout logout
    rectangle.on.rectangle.angled flip_to_front -
    line.3.horizontal menu - c
    line.horizontal.3 menu - c
    line.3.horizontal.decrease filter_list - c
    line.horizontal.3.decrease filter_list - c
    line.3.horizontal.decrease.circle filter_list filter_list
    line.diagonal horizontal_rule -
    list.bullet format_list_bulleted - c
    list.number format_list_numbered -
    list.dash list -
    list.bullet.rectangle list_alt list_alt
    list.bullet.indent format_indent_increase -
    list.triangle list -
    list.star star_rate -
    text.alignleft format_align_left -
    text.aligncenter format_align_center -
    text.alignright format_align_right -
    text.justify format_align_justify -
    text.justify.left notes -
    text.quote format_quote -
    text.bubble chat chat
    text.badge.plus playlist_add -
    text.badge.checkmark playlist_add_check -
    text.book.closed menu_book menu_book
    text.magnifyingglass find_in_page -
    text.cursor text_fields -
    textformat text_format -
    textformat.size format_size -
    textformat.abc abc -
    textformat.alt text_fields -
    bold format_bold -
    italic format_italic -
    underline format_underlined -
    strikethrough strikethrough_s -
    character text_fields -
    character.cursor.ibeam text_rotation_none -
    paragraphsign notes -
    ellipsis more_horiz - c
    ellipsis.rectangle more -
    ellipsis.bubble sms sms
    // People
    person person_outline person c s
    person.2 people_outline people c
    person.3 groups groups
    person.crop.circle account_circle account_circle
    person.crop.square account_box account_box
    person.crop.rectangle badge badge
    person.crop.circle.badge.plus person_add person_add
    person.crop.circle.badge.checkmark how_to_reg how_to_reg
    person.crop.circle.badge.xmark person_remove person_remove
    person.crop.circle.badge.questionmark contact_support contact_support
    person.badge.plus person_add_alt person_add_alt_1
    person.badge.minus person_remove person_remove
    person.badge.key admin_panel_settings admin_panel_settings
    person.fill.checkmark how_to_reg -
    person.fill.xmark person_off -
    person.fill.questionmark contact_support -
    person.wave.2 record_voice_over record_voice_over
    person.text.rectangle contact_page contact_page
    person.and.background.dotted person_pin -
    person.line.dotted.person group_work group_work
    person.icloud cloud_circle cloud_circle
    figure.walk directions_walk -
    figure.run directions_run -
    figure.stand accessibility -
    figure.wave emoji_people -
    figure.roll accessible -
    figure.pool.swim pool -
    figure.outdoor.cycle directions_bike -
    figure.hiking hiking -
    figure.skiing.downhill downhill_skiing -
    figure.snowboarding snowboarding -
    figure.surfing surfing -
    figure.yoga self_improvement -
    figure.strengthtraining.traditional fitness_center -
    figure.basketball sports_basketball -
    figure.soccer sports_soccer -
    figure.tennis sports_tennis -
    figure.golf golf_course -
    figure.2.and.child.holdinghands family_restroom -
    figure.child child_care -
    figure.dress.line.vertical.figure wc -
    figure.fall elderly -
    accessibility accessibility_new -
    hand.raised back_hand back_hand sl
    hand.thumbsup thumb_up_off_alt thumb_up c
    hand.thumbsdown thumb_down_off_alt thumb_down c
    hand.point.up touch_app touch_app
    hand.tap touch_app touch_app
    hand.point.right pan_tool_alt pan_tool_alt
    hand.wave waving_hand waving_hand
    hands.clap sign_language sign_language
    hand.draw gesture -
    eye visibility visibility c sl
    eyes visibility visibility
    eye.slash visibility_off visibility_off
    eyeglasses visibility -
    nose face -
    mouth sentiment_satisfied sentiment_satisfied
    ear hearing - sl
    brain psychology psychology
    brain.head.profile psychology psychology
    face.smiling sentiment_satisfied_alt sentiment_satisfied_alt
    face.dashed face face
    theatermasks theater_comedy theater_comedy
    // Communication
    message chat_bubble_outline chat_bubble c
    message.badge mark_chat_unread mark_chat_unread
    bubble.left chat_bubble_outline chat_bubble c
    bubble.right chat_bubble_outline chat_bubble c
    bubble.left.and.bubble.right forum forum
    bubble.middle.bottom chat_bubble_outline chat_bubble
    bubble.left.and.exclamationmark.bubble.right announcement announcement
    quote.bubble format_quote format_quote
    phone phone phone c s sl
    phone.arrow.up.right phone_forwarded phone_forwarded
    phone.arrow.down.left phone_callback phone_callback
    phone.down call_end call_end c
    phone.badge.plus add_call add_call
    phone.connection phone_in_talk phone_in_talk
    video videocam videocam c s sl
    video.badge.plus video_call video_call
    envelope mail_outline email c
    envelope.open drafts drafts
    envelope.badge mark_email_unread mark_email_unread
    envelope.arrow.triangle.branch forward_to_inbox forward_to_inbox
    mail mail_outline mail
    mail.stack inbox inbox
    paperplane send send c
    tray inbox inbox
    tray.full all_inbox all_inbox
    tray.and.arrow.down move_to_inbox move_to_inbox
    tray.and.arrow.up outbox outbox
    tray.2 inventory_2 inventory_2
    archivebox archive archive c
    archivebox.circle archive archive
    antenna.radiowaves.left.and.right cell_tower -
    dot.radiowaves.left.and.right sensors -
    dot.radiowaves.right rss_feed -
    wave.3.right wifi_tethering -
    wifi wifi - sl
    wifi.exclamationmark wifi_find -
    personalhotspot wifi_tethering -
    network hub -
    globe language -
    globe.americas public public
    globe.europe.africa public public
    globe.asia.australia public public
    link link - c
    link.badge.plus add_link -
    personalhotspot.circle wifi_tethering wifi_tethering
    megaphone campaign campaign
    speaker volume_mute volume_mute sl
    speaker.wave.1 volume_down volume_down
    speaker.wave.2 volume_up volume_up
    speaker.wave.3 volume_up volume_up
    speaker.slash volume_off volume_off
    speaker.zzz volume_off volume_off
    mic mic_none mic c s sl
    mic.slash mic_off mic_off
    mic.badge.plus mic_external_on mic_external_on
    waveform graphic_eq - c
    waveform.path equalizer -
    waveform.path.ecg monitor_heart -
    bell notifications_none notifications c sl
    bell.slash notifications_off notifications_off
    bell.badge notifications_active notifications_active
    bell.and.waves.left.and.right notifications_active notifications_active
    app.badge app_registration app_registration
    // Media
    play play_arrow play_arrow c s sl
    pause pause pause c
    stop stop stop c
    record.circle fiber_manual_record fiber_manual_record
    playpause play_arrow play_arrow c
    backward fast_rewind fast_rewind c
    forward fast_forward fast_forward c
    backward.end skip_previous skip_previous
    forward.end skip_next skip_next
    backward.frame fast_rewind fast_rewind
    forward.frame fast_forward fast_forward
    gobackward replay -
    goforward forward_10 -
    gobackward.10 replay_10 -
    goforward.10 forward_10 -
    gobackward.15 replay_10 -
    goforward.15 forward_10 -
    gobackward.30 replay_30 -
    goforward.30 forward_30 -
    gobackward.5 replay_5 -
    goforward.5 forward_5 -
    eject eject eject c
    music.note music_note -
    music.note.list queue_music -
    music.quarternote.3 library_music -
    music.mic mic_external_on -
    headphones headphones - c
    hifispeaker speaker speaker
    airpods headphones -
    tv tv tv c
    play.tv live_tv live_tv
    play.rectangle smart_display smart_display
    play.square.stack video_library video_library
    film movie movie c
    film.stack video_library video_library
    camera photo_camera photo_camera c
    camera.rotate flip_camera_ios flip_camera_ios
    camera.viewfinder center_focus_strong -
    camera.metering.center.weighted filter_center_focus -
    camera.filters photo_filter -
    photo image image c
    photo.on.rectangle collections collections
    photo.stack photo_library photo_library
    photo.badge.plus add_photo_alternate add_photo_alternate
    photo.artframe photo -
    livephoto motion_photos_on -
    rectangle.stack.badge.play video_library video_library
    music.note.tv music_video -
    radio radio -
    recordingtape voicemail -
    dial.min speed speed
    dial.max speed speed
    slider.horizontal.3 tune -
    slider.vertical.3 tune -
    slider.horizontal.below.rectangle tune -
    metronome timer timer
    pianokeys piano piano
    guitars queue_music -
    // Time, weather, nature
    clock schedule schedule c
    clock.arrow.circlepath history -
    alarm alarm alarm
    stopwatch timer timer
    timer timer - c s
    hourglass hourglass_empty hourglass_full c
    hourglass.bottomhalf.filled hourglass_bottom -
    hourglass.tophalf.filled hourglass_top -
    calendar calendar_today - c
    calendar.badge.plus edit_calendar -
    calendar.badge.clock pending_actions -
    calendar.day.timeline.left view_day -
    deskclock access_alarm access_alarm
    sun.max wb_sunny wb_sunny c
    sun.min light_mode light_mode
    sun.haze wb_twilight wb_twilight
    sunrise wb_twilight wb_twilight
    sunset wb_twilight wb_twilight
    moon dark_mode dark_mode c
    moon.stars nightlight nightlight
    moon.zzz bedtime bedtime
    sparkles auto_awesome -
    sparkle auto_awesome -
    star star_border star c s sl
    star.leadinghalf.filled star_half -
    star.slash star_outline star
    cloud cloud_queue cloud c
    cloud.rain grain grain
    cloud.heavyrain water_drop water_drop
    cloud.drizzle grain grain
    cloud.snow ac_unit ac_unit
    cloud.bolt thunderstorm thunderstorm
    cloud.bolt.rain thunderstorm thunderstorm
    cloud.sun wb_cloudy wb_cloudy
    cloud.moon nights_stay nights_stay
    cloud.fog foggy foggy
    smoke cloud cloud
    wind air -
    snowflake ac_unit - c
    tornado tornado -
    hurricane cyclone -
    thermometer thermostat -
    thermometer.sun device_thermostat -
    thermometer.snowflake ac_unit -
    humidity water_drop water_drop
    drop water_drop water_drop c
    flame local_fire_department local_fire_department c
    bolt bolt bolt c s sl
    bolt.horizontal electric_bolt electric_bolt
    leaf eco eco c
    tree park park
    mountain.2 landscape landscape
    camera.macro local_florist local_florist
    pawprint pets pets c
    hare cruelty_free cruelty_free
    tortoise pest_control pest_control
    ant bug_report bug_report
    ladybug bug_report bug_report
    bird flutter_dash flutter_dash
    fish set_meal set_meal
    carrot eco eco
    globe.desk public public
    atom science -
    // Objects and tools
    house home_filled home c
    house.lodge cabin cabin
    building.2 business business
    building.columns account_balance account_balance
    building location_city location_city
    storefront storefront storefront
    door.left.hand.open door_front door_front
    lock lock_outline lock c s sl
    lock.open lock_open lock_open c
    lock.rotation screen_lock_rotation -
    lock.shield gpp_good gpp_good
    key vpn_key vpn_key
    key.horizontal key key
    gear settings - c
    gearshape settings settings c
    gearshape.2 settings_suggest settings_suggest
    wrench build build
    wrench.and.screwdriver build_circle build_circle
    hammer hardware hardware c
    screwdriver handyman handyman
    paintbrush brush brush
    paintbrush.pointed format_paint format_paint
    paintpalette palette palette
    eyedropper colorize -
    eyedropper.halffull colorize -
    pencil edit - c s sl
    pencil.circle edit edit
    pencil.line drive_file_rename_outline -
    pencil.and.outline border_color -
    pencil.tip edit -
    highlighter highlight -
    scribble gesture -
    scribble.variable draw -
    lasso gesture -
    scissors content_cut - c
    ruler straighten straighten
    level align_vertical_center -
    paperclip attach_file - c
    pin push_pin push_pin c sl
    mappin place place c sl
    mappin.and.ellipse location_on -
    map map map c
    location near_me near_me c sl
    location.north navigation navigation
    location.slash location_off location_off
    safari explore explore
    binoculars travel_explore travel_explore
    scope gps_fixed -
    flag outlined_flag flag c s sl
    flag.checkered sports_score -
    bookmark bookmark_border bookmark c s sl
    tag local_offer local_offer c
    tag.slash label_off label_off
    trash delete_outline delete c s sl
    trash.slash delete_forever delete_forever
    folder folder_open folder c
    folder.badge.plus create_new_folder create_new_folder
    folder.badge.minus folder_delete folder_delete
    folder.badge.person.crop folder_shared folder_shared
    folder.badge.gearshape folder_special folder_special
    doc description description c
    doc.text article article
    doc.richtext feed feed
    doc.on.doc content_copy content_copy
    doc.on.clipboard content_paste content_paste
    doc.plaintext subject -
    doc.append note_add note_add
    doc.badge.plus note_add note_add
    doc.text.magnifyingglass find_in_page find_in_page
    doc.zipper folder_zip folder_zip
    doc.viewfinder document_scanner document_scanner
    doc.badge.gearshape settings_applications settings_applications
    clipboard content_paste content_paste
    list.clipboard assignment assignment
    checklist checklist -
    note.text sticky_note_2 sticky_note_2
    note sticky_note_2 sticky_note_2
    note.text.badge.plus post_add -
    book book book c
    book.closed book book c
    books.vertical library_books library_books
    book.pages auto_stories auto_stories
    newspaper newspaper newspaper c
    magazine import_contacts import_contacts
    graduationcap school school
    backpack backpack backpack
    studentdesk chair chair
    briefcase work_outline work c
    case work_outline work
    suitcase luggage luggage
    cart shopping_cart shopping_cart c
    cart.badge.plus add_shopping_cart -
    cart.badge.minus remove_shopping_cart -
    bag shopping_bag shopping_bag c
    basket shopping_basket shopping_basket
    creditcard credit_card credit_card c
    banknote payments payments
    giftcard card_giftcard card_giftcard
    gift redeem redeem c
    wallet.pass wallet wallet
    dollarsign.square attach_money -
    chart.bar bar_chart bar_chart
    chart.bar.xaxis insert_chart_outlined insert_chart
    chart.pie pie_chart_outline pie_chart
    chart.line.uptrend.xyaxis show_chart -
    chart.xyaxis.line multiline_chart -
    chart.line.downtrend.xyaxis trending_down -
    chart.bar.doc.horizontal summarize summarize
    waveform.path.ecg.rectangle monitor_heart monitor_heart
    heart favorite_border favorite c s sl
    heart.slash heart_broken heart_broken
    heart.text.square volunteer_activism volunteer_activism
    bolt.heart monitor_heart monitor_heart
    cross medical_services medical_services c
    cross.case medical_services medical_services
    pills medication medication
    syringe vaccines vaccines
    stethoscope medical_information -
    bandage healing healing
    lungs air -
    bed.double bed bed
    sofa weekend weekend
    lamp.desk light light
    lightbulb lightbulb_outline lightbulb c sl
    lightbulb.slash highlight_off -
    fan mode_fan_off -
    powerplug power power
    power power_settings_new - c
    poweron power_settings_new -
    battery.100 battery_full -
    battery.75 battery_5_bar -
    battery.50 battery_3_bar -
    battery.25 battery_2_bar -
    battery.0 battery_0_bar -
    battery.100.bolt battery_charging_full -
    cup.and.saucer local_cafe local_cafe
    mug coffee coffee
    wineglass wine_bar wine_bar
    takeoutbag.and.cup.and.straw takeout_dining takeout_dining
    fork.knife restaurant -
    fork.knife.circle restaurant restaurant
    birthday.cake cake cake
    car directions_car directions_car c
    car.2 commute commute
    bus directions_bus directions_bus
    tram tram tram
    train.side.front.car train train
    airplane flight - c
    airplane.departure flight_takeoff -
    airplane.arrival flight_land -
    bicycle pedal_bike - c
    scooter electric_scooter -
    sailboat sailing sailing
    ferry directions_boat directions_boat
    fuelpump local_gas_station local_gas_station
    ev.charger ev_station ev_station
    parkingsign local_parking - c
    road.lanes add_road -
    signpost.right signpost signpost
    car.side directions_car directions_car
    figure.seated.seatbelt airline_seat_recline_normal -
    box.truck local_shipping local_shipping
    shippingbox inventory_2 inventory_2 c
    cube view_in_ar view_in_ar
    cube.transparent view_in_ar view_in_ar
    shield shield shield c sl
    shield.lefthalf.filled security -
    checkmark.shield.fill verified_user -
    exclamationmark.shield gpp_maybe gpp_maybe
    xmark.shield gpp_bad gpp_bad
    umbrella beach_access beach_access
    puzzlepiece extension extension
    gamecontroller sports_esports sports_esports
    dice casino casino
    die.face.5 casino casino
    trophy emoji_events emoji_events c
    medal military_tech military_tech
    crown workspace_premium workspace_premium
    rosette workspace_premium -
    sportscourt sports sports
    football sports_football sports_football
    basketball sports_basketball sports_basketball
    baseball sports_baseball sports_baseball
    soccerball sports_soccer -
    tennisball sports_tennis sports_tennis
    volleyball sports_volleyball sports_volleyball
    dumbbell fitness_center fitness_center
    flag.2.crossed sports_score sports_score
    target track_changes -
    scalemass scale scale
    cart.circle shopping_cart shopping_cart
    tshirt checkroom checkroom
    eyeglasses.circle visibility visibility
    bag.badge.plus add_shopping_cart add_shopping_cart
    qrcode qr_code_2 -
    qrcode.viewfinder qr_code_scanner -
    barcode qr_code -
    barcode.viewfinder qr_code_scanner -
    viewfinder crop_free - c
    faceid face -
    touchid fingerprint -
    opticid visibility -
    lock.iphone phonelink_lock -
    // Devices and computing
    iphone smartphone -
    iphone.gen3 smartphone -
    ipad tablet_mac -
    ipad.landscape tablet -
    laptopcomputer laptop -
    desktopcomputer desktop_mac -
    display desktop_windows -
    macbook laptop_mac -
    applewatch watch -
    keyboard keyboard keyboard
    keyboard.chevron.compact.down keyboard_hide keyboard_hide
    printer print print
    scanner scanner scanner
    externaldrive storage storage
    internaldrive save save
    opticaldiscdrive album album
    server.rack dns dns
    cpu memory -
    memorychip memory memory
    gamecontroller.circle sports_esports sports_esports
    computermouse mouse mouse
    headphones.circle headphones headphones
    homepod speaker speaker
    airplayvideo airplay -
    airplayaudio airplay -
    appletv connected_tv connected_tv
    tv.and.mediabox connected_tv connected_tv
    cable.connector cable -
    cable.coaxial cable -
    sdcard sd_card sd_card
    simcard sim_card sim_card
    battery.25.percent battery_2_bar -
    antenna.radiowaves.left.and.right.slash portable_wifi_off -
    cellularbars signal_cellular_alt -
    icloud cloud_queue cloud c sl
    icloud.and.arrow.up cloud_upload cloud_upload
    icloud.and.arrow.down cloud_download cloud_download
    icloud.slash cloud_off cloud_off
    arrow.down.circle.dotted downloading -
    externaldrive.badge.icloud backup backup
    terminal terminal terminal
    chevron.left.forwardslash.chevron.right code -
    curlybraces data_object -
    function functions -
    sum functions -
    command keyboard_command_key -
    option keyboard_option_key -
    control keyboard_control_key -
    shift keyboard_capslock -
    capslock keyboard_capslock -
    delete.left backspace backspace
    delete.right backspace backspace
    space space_bar -
    power.circle power_settings_new power_settings_new
    togglepower power_settings_new -
    switch.2 toggle_on -
    app apps apps
    app.connected.to.app.below.fill account_tree -
    apps.iphone apps -
    square.dashed select_all -
    dock.rectangle dock -
    macwindow web_asset -
    menubar.rectangle web -
    sidebar.left view_sidebar -
    sidebar.right view_sidebar -
    sidebar.leading view_sidebar -
    sidebar.trailing view_sidebar -
    uiwindow.split.2x1 vertical_split -
    rectangle.3.group dashboard dashboard
    cursorarrow near_me -
    cursorarrow.rays ads_click -
    hand.point.up.left touch_app touch_app
    magnifyingglass search - c
    plus.magnifyingglass zoom_in -
    minus.magnifyingglass zoom_out -
    doc.text.below.ecg summarize -
    magnifyingglass.circle search search
    mic.and.signal.meter settings_voice settings_voice
    square.and.arrow.down.on.square save_alt -
    externaldrive.connected.to.line.below settings_ethernet -
    arrow.clockwise.icloud cloud_sync cloud_sync
    icloud.circle cloud_circle cloud_circle
    lock.laptopcomputer screen_lock_portrait -
    info.bubble live_help live_help
    questionmark.app help_center help_center
    questionmark.folder folder_open folder
    questionmark.diamond help help
    exclamationmark.arrow.circlepath sync_problem -
    xmark.bin delete_forever delete_forever
    xmark.octagon dangerous dangerous
    nosign block -
    hand.raised.slash do_not_touch do_not_touch
    slash.circle do_not_disturb do_not_disturb
    minus.circle remove_circle_outline remove_circle
    plus.circle add_circle_outline add_circle
    xmark.circle highlight_off cancel
    checkmark.circle check_circle_outline check_circle
    info.circle info info
    questionmark.circle help_outline help
    exclamationmark.circle error_outline error
    play.circle play_circle_outline play_circle_filled
    pause.circle pause_circle_outline pause_circle_filled
    stop.circle stop_circle stop_circle
    person.circle account_circle account_circle
    arrowshape.turn.up.backward reply reply
    arrowshape.turn.up.forward forward forward
    square.and.arrow.up.circle ios_share ios_share
    """
}
