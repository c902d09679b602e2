# The two commands of the README:
#   make preview   build the example site into Public/
#   make test      run every test
.PHONY: preview test build benchmark browser-benchmark clean

preview:
	@.ci/system-packages build
	swift build --product tabula
	swift run tabula build

test:
	@.ci/system-packages test
	swift build --build-tests
	swift test --skip-build
	python3 -m pytest -q Tests/Browser

benchmark:
	@.ci/system-packages build
	swift run -c release tabula-benchmarks

browser-benchmark:
	@.ci/system-packages test
	swift build -c release --product tabula
	TABULA_BIN=$$(swift build -c release --show-bin-path)/tabula python3 Benchmarks/browser_benchmark.py

clean:
	rm -rf .build Public/*
