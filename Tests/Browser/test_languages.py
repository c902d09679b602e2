"""Pages in other languages: an Arabic windowed table laid out right to left (the index on the
left, text and chevrons mirrored) whose index jump, deep link and search still work, in
Chromium and Firefox; axe-core on the right-to-left and the translated (German) pages."""
import os
import tempfile

from browsers import wait_until
from conftest import ARABIC_ROWS
from helpers import IN_VIEW, axe_violations, open_ready

LAST = "a%d" % (ARABIC_ROWS - 1)
FIRST_OF_LAST_SECTION = "a%d" % (27 * ARABIC_ROWS // 28)
SCREENSHOTS = os.environ.get("TABULA_SCREENSHOTS", tempfile.gettempdir())

# Where things are laid out, in CSS pixels of the viewport.
LAYOUT = """
var index = document.querySelector('.section-index').getBoundingClientRect();
var row = document.querySelector('li.row').getBoundingClientRect();
var text = document.querySelector('li.row .cell-text').getBoundingClientRect();
var chevron = document.querySelector('li.row .accessory-disclosureIndicator').getBoundingClientRect();
return {dir: document.documentElement.dir, lang: document.documentElement.lang,
        indexCenter: (index.left + index.right) / 2, rowLeft: row.left, rowRight: row.right,
        textRight: text.right, chevronCenter: (chevron.left + chevron.right) / 2, width: innerWidth,
        chevronFlipped: getComputedStyle(document.querySelector('li.row .accessory-disclosureIndicator')).transform}
"""


def jump_to_last_section(browser, base):
    open_ready(browser, base + "arabic/")
    browser.execute_script("[...document.querySelectorAll('.section-index a')].pop().click()")
    wait_until(lambda: browser.execute_script(IN_VIEW, "row-" + FIRST_OF_LAST_SECTION), message="first row of ي in view")


def follow_deep_link_to_last_row(browser, base):
    open_ready(browser, base + "arabic/#row-" + LAST)
    wait_until(lambda: browser.execute_script(IN_VIEW, "row-" + LAST), message="last row in view")


def check_right_to_left(layout):
    """The page is right to left: index at the left edge, text at the right, chevrons on the left, pointing left."""
    assert layout["dir"] == "rtl" and layout["lang"] == "ar"
    assert layout["indexCenter"] < layout["width"] / 2
    assert layout["rowRight"] - layout["textRight"] < 40  # text starts at the right edge
    assert layout["chevronCenter"] < (layout["rowLeft"] + layout["rowRight"]) / 2
    assert layout["chevronFlipped"].startswith("matrix(-1")


def test_arabic_table_is_laid_out_right_to_left(site, driver):
    base, _ = site
    open_ready(driver, base + "arabic/")
    check_right_to_left(driver.execute_script(LAYOUT))
    driver.save_screenshot(os.path.join(SCREENSHOTS, "tabula-rtl-chromium.png"))


def test_arabic_index_jumps_to_the_last_section(site, driver):
    base, _ = site
    jump_to_last_section(driver, base)
    assert driver.execute_script("return decodeURIComponent(location.hash)") == "#section-ي"


def test_arabic_deep_link_to_the_last_row(site, driver):
    base, _ = site
    follow_deep_link_to_last_row(driver, base)


def test_arabic_search_finds_a_row_and_says_so_in_arabic(site, driver):
    base, _ = site
    open_ready(driver, base + "arabic/")
    field = driver.find_element("css selector", ".tw-search input")
    assert driver.execute_script("return document.querySelector('.tw-search label').textContent.trim()") == "البحث في هذا الجدول"
    field.send_keys("%07d" % (ARABIC_ROWS - 1))
    wait_until(lambda: driver.execute_script("return document.querySelectorAll('.tw-results button').length") == 1,
               message="one search result")
    assert driver.execute_script("return document.querySelector('.tw-status').textContent") == "تم العثور على صف واحد"
    driver.execute_script("document.querySelector('.tw-results button').click()")
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-" + LAST), message="match in view")
    assert driver.execute_script("return document.activeElement.id") == "row-" + LAST
    field.clear()
    field.send_keys("اسم 0000")  # rows 0 to 999: the count in Arabic digits, in the `other` form
    wait_until(lambda: "٢٠" in driver.execute_script("return document.querySelector('.tw-status').textContent"),
               message="a count of many")
    assert driver.execute_script("return document.querySelector('.tw-status').textContent") == \
        "تم العثور على ١٬٠٠٠ صف، ويُعرض أول ٢٠"
    driver.save_screenshot(os.path.join(SCREENSHOTS, "tabula-rtl-search-chromium.png"))


def test_no_accessibility_violations_on_right_to_left_and_translated_pages(site, driver):
    base, _ = site
    found = []
    for page in ("arabic/", "arabic/2.html", "german/", "german/2.html", "404.html"):
        found += axe_violations(driver, base + page)
    assert not found


def test_arabic_table_in_firefox(site, firefox):
    base, _ = site
    open_ready(firefox, base + "arabic/")
    check_right_to_left(firefox.execute_script(LAYOUT))
    with open(os.path.join(SCREENSHOTS, "tabula-rtl-firefox.png"), "wb") as shot:
        shot.write(firefox.client.screenshot(format="binary", full=False))
    jump_to_last_section(firefox, base)
    firefox.get(base + "german/")
    follow_deep_link_to_last_row(firefox, base)
