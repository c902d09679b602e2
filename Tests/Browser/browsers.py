"""Headless Chromium (Selenium + Debian's chromedriver) and Firefox (Marionette) sessions."""
import os
import shutil
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(javascript=True, width=1200, height=800):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=%d,%d" % (width, height)):
        options.add_argument(arg)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def wait_until(predicate, timeout=10.0, step=0.05, message="condition"):
    """Polls `predicate` until it returns a truthy value, which it returns."""
    end = time.time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.time() > end:
            raise AssertionError("timed out waiting for " + message)
        time.sleep(step)


def firefox_available():
    return shutil.which("firefox-esr") or shutil.which("firefox")


class Firefox:
    """A headless Firefox driven over Marionette, with the few calls the tests need."""

    def __init__(self, width=1200, height=800):
        from marionette_driver.marionette import Marionette
        binary = firefox_available()
        import socket
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        import tempfile
        log = os.path.join(tempfile.gettempdir(), "tabula-gecko.log")  # not gecko.log in the work tree
        self.client = Marionette(host="127.0.0.1", port=port, bin=binary, headless=True, startup_timeout=120, gecko_log=log)
        self.client.start_session()
        self.client.set_window_rect(width=width, height=height)

    def get(self, url):
        self.client.navigate(url)

    def execute_script(self, script, *args):
        return self.client.execute_script(script, script_args=list(args), new_sandbox=False)

    def quit(self):
        self.client.cleanup()
