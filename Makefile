# The two commands of the README:
#   make preview   build the example site into Public/
#   make test      run every test
.PHONY: preview test build benchmark clean

preview:
	@.ci/system-packages build
	swift build --product tabula
	swift run tabula build

test:
	@.ci/system-packages test
	swift build --build-tests
	swift test --skip-build

benchmark:
	@.ci/system-packages build
	swift run -c release tabula-benchmarks

clean:
	rm -rf .build Public/*
